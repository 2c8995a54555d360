<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>BidField</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="66"/>
        <source>{label}: “{text}” is no bid: a number (100, 110 …), or mo, mm, po, pm for Misère ohne / mit and Pandur ohne / mit</source>
        <translation>{label}: «{text}» ist kein Angebot: eine Zahl (100, 110 …) oder mo, mm, po, pm für Misère ohne / mit und Pandur ohne / mit</translation>
    </message>
</context>
<context>
    <name>BidLadder</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="96"/>
        <source>{0} score points</source>
        <translation>{0} Schreibpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="108"/>
        <source>{0}: {1} score points</source>
        <translation>{0}: {1} Schreibpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="112"/>
        <source>{0}: {1} score points (type {2})</source>
        <translation>{0}: {1} Schreibpunkte ({2} tippen)</translation>
    </message>
</context>
<context>
    <name>CardPoints</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fields.py" line="107"/>
        <source>The card points add up to {0} ({1}): a round has only {2}</source>
        <translation>Die Kartenpunkte ergeben {0} ({1}): eine Runde hat nur {2}</translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="30"/>
        <source>&amp;Club window</source>
        <translation>&amp;Vereinsfenster</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="33"/>
        <source>&amp;Open club…</source>
        <translation>Verein ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="57"/>
        <source>Club database (*.sqlite *.db);;All files (*)</source>
        <translation>Vereinsdatenbank (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="58"/>
        <source>Open club</source>
        <translation>Verein öffnen</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="268"/>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="269"/>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="270"/>
        <source>Rankings</source>
        <translation>Ranglisten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="271"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="305"/>
        <source>&amp;Club</source>
        <translation>&amp;Verein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="307"/>
        <source>&amp;Open club…</source>
        <translation>Verein ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="308"/>
        <source>&amp;New club file…</source>
        <translation>&amp;Neue Vereinsdatei…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="311"/>
        <source>Sheet se&amp;ttings…</source>
        <translation>Blatt&amp;einstellungen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="312"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="313"/>
        <source>&amp;Close</source>
        <translation>Sch&amp;liessen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="336"/>
        <source>{0} – damaged: changes will be refused</source>
        <translation>{0} – beschädigt: Änderungen werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="339"/>
        <source>Jasstafel – Club – {0} (damaged)</source>
        <translation>Jasstafel – Verein – {0} (beschädigt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="342"/>
        <source>{0} – read only: changes will be refused</source>
        <translation>{0} – schreibgeschützt: Änderungen werden abgelehnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="345"/>
        <source>Jasstafel – Club – {0} (read only)</source>
        <translation>Jasstafel – Verein – {0} (schreibgeschützt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="349"/>
        <source>Jasstafel – Club – {0}</source>
        <translation>Jasstafel – Verein – {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="363"/>
        <source>The club file is read-only: nothing can be changed in it here.</source>
        <translation>Die Vereinsdatei ist schreibgeschützt: Hier kann nichts an ihr geändert werden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="392"/>
        <source>Club database (*.sqlite *.db);;All files (*)</source>
        <translation>Vereinsdatenbank (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="395"/>
        <source>Open club</source>
        <translation>Verein öffnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="403"/>
        <location filename="../../jasstafel/ui/club/window.py" line="412"/>
        <source>New club file</source>
        <translation>Neue Vereinsdatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="413"/>
        <source>{0} exists already. A new club file needs a name of its own; to work on that club, open it with Open club….

The file was not changed.</source>
        <translation>{0} existiert schon. Eine neue Vereinsdatei braucht einen eigenen Namen; um mit diesem Verein zu arbeiten, ihn mit «Verein öffnen…» öffnen.

Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="448"/>
        <source>The club file {0} is damaged and was not changed: nothing can be written to it. The pages show the club as it was last read. Open a backup copy (Club → Open club…), or press F5 once the file is repaired.</source>
        <translation>Die Vereinsdatei {0} ist beschädigt und wurde nicht verändert: nichts kann hineingeschrieben werden. Die Seiten zeigen den Verein, wie er zuletzt gelesen wurde. Öffnen Sie eine Sicherung (Verein → Verein öffnen…) oder drücken Sie F5, sobald die Datei repariert ist.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="451"/>
        <source>Club file damaged</source>
        <translation>Vereinsdatei beschädigt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="495"/>
        <source>Updated: the live evening wrote a table&apos;s result.</source>
        <translation>Aktualisiert: Der Live-Abend hat das Resultat eines Tisches geschrieben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="532"/>
        <source>The club file became read-only: changes will be refused.</source>
        <translation>Die Vereinsdatei ist schreibgeschützt geworden: Änderungen werden abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="533"/>
        <source>The club file can be written again.</source>
        <translation>Die Vereinsdatei kann wieder geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="710"/>
        <location filename="../../jasstafel/ui/club/window.py" line="720"/>
        <location filename="../../jasstafel/ui/club/window.py" line="747"/>
        <source>Cannot start the match</source>
        <translation>Die Partie kann nicht beginnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="714"/>
        <source>{0} · Passe {1}</source>
        <translation>{0} · Passe {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="734"/>
        <source>Club: Passe {0}, table {1}. The match is saved to the club when it is finished.</source>
        <translation>Verein: Passe {0}, Tisch {1}. Die Partie wird beim Ende im Verein gespeichert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="780"/>
        <source>The club still holds the finished result of Passe {0}, table {1}: finish the match again to replace it.</source>
        <translation>Der Verein hat noch das Schlussergebnis von Passe {0}, Tisch {1}: die Partie wieder zu Ende spielen, um es zu ersetzen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="782"/>
        <source>The club still holds Passe {0}, table {1} as it was saved unfinished: finish the match to replace it.</source>
        <translation>Der Verein hat noch den gespeicherten Zwischenstand von Passe {0}, Tisch {1}: die Partie zu Ende spielen, um ihn zu ersetzen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="823"/>
        <source>played again in Jasstafel</source>
        <translation>in Jasstafel neu gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="832"/>
        <location filename="../../jasstafel/ui/club/window.py" line="892"/>
        <source>Not saved to the club</source>
        <translation>Nicht im Verein gespeichert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="833"/>
        <source>Passe {0}, table {1}: {2}</source>
        <translation>Passe {0}, Tisch {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="786"/>
        <location filename="../../jasstafel/ui/club/window.py" line="841"/>
        <location filename="../../jasstafel/ui/club/window.py" line="844"/>
        <source>Saved to the club: Passe {0}, table {1}</source>
        <translation>Im Verein gespeichert: Passe {0}, Tisch {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="607"/>
        <source>Evening {0} is live in another program (process {2}) at:
{1}
Its tables play from its draw, so the evening and its draw are not changed while it is live. Nothing was changed. To change them, first end the live evening, in that program or on the Oberjasser&apos;s page:
{1}admin
Meanwhile, results typed, corrected or imported in this window are written through that server.</source>
        <translation>Abend {0} läuft live in einem anderen Programm (Prozess {2}) unter:
{1}
Seine Tische spielen nach seiner Auslosung, darum werden der Abend und seine Auslosung nicht geändert, solange er live ist. Es wurde nichts geändert. Um sie zu ändern, zuerst den Live-Abend beenden, in jenem Programm oder auf der Seite des Oberjassers:
{1}admin
Resultate, die in diesem Fenster eingetippt, korrigiert oder importiert werden, schreibt bis dahin jener Server.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="627"/>
        <source>Evening {0} is live from this window, at:
{1}
Its tables play from its draw. End the live evening first (End the live evening, in its window) to change the evening or its draw.</source>
        <translation>Abend {0} läuft live aus diesem Fenster, unter:
{1}
Seine Tische spielen nach seiner Auslosung. Zuerst den Live-Abend beenden («Live-Abend beenden» in seinem Fenster), um den Abend oder seine Auslosung zu ändern.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="856"/>
        <source>No match</source>
        <translation>Keine Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="857"/>
        <source>No match is open in the main window. Play the table with Play in Jasstafel, or import its match file.</source>
        <translation>Im Hauptfenster ist keine Partie offen. Spielen Sie den Tisch mit «In Jasstafel spielen» oder importieren Sie seine Partiedatei.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="866"/>
        <source>Another table?</source>
        <translation>Ein anderer Tisch?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="867"/>
        <source>The match in the main window was started for Passe {0}, table {1}. Save it to Passe {2}, table {3}?</source>
        <translation>Die Partie im Hauptfenster wurde für Passe {0}, Tisch {1} begonnen. Unter Passe {2}, Tisch {3} speichern?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="883"/>
        <source>Other players</source>
        <translation>Andere Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="884"/>
        <source>The match in the main window is played by {0}; the draw seats {1} at this table. Save it anyway (the players are found by name)?</source>
        <translation>Die Partie im Hauptfenster spielen {0}; die Auslosung setzt {1} an diesen Tisch. Trotzdem speichern (die Spieler werden am Namen erkannt)?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="901"/>
        <source>Replace the result?</source>
        <translation>Ergebnis ersetzen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="902"/>
        <source>Passe {0}, table {1} has a result. Replace it with this match (a correction)?</source>
        <translation>Passe {0}, Tisch {1} hat ein Ergebnis. Durch diese Partie ersetzen (eine Korrektur)?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="907"/>
        <source>Not finished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="908"/>
        <source>The match is not finished. Save it as it stands (a partial result)? When it is finished it is saved again.</source>
        <translation>Die Partie ist nicht beendet. So speichern, wie sie steht (ein Zwischenstand)? Am Ende wird sie nochmals gespeichert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="498"/>
        <source>Updated: another program changed the club.</source>
        <translation>Aktualisiert: ein anderes Programm hat den Verein geändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="873"/>
        <source>saved to another table than it was started for</source>
        <translation>an einem anderen Tisch gespeichert, als für den sie begonnen wurde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="895"/>
        <source>saved from the main window with other players than the draw seated there</source>
        <translation>aus dem Hauptfenster gespeichert, mit anderen Spielern, als die Auslosung dort setzte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="601"/>
        <source>An evening of this club is live in another program. Its draw and results are not changed here while it is live: nothing was changed.</source>
        <translation>Ein Abend dieses Vereins läuft live in einem anderen Programm. Seine Auslosung und seine Resultate werden hier nicht geändert, solange er live läuft: nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="642"/>
        <source>No club is open.</source>
        <translation>Kein Verein ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="673"/>
        <source>The evening is live</source>
        <translation>Der Abend läuft live</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="748"/>
        <source>Passe {0}, table {1} is not a table of the live evening (drawn after it started?).</source>
        <translation>Passe {0}, Tisch {1} ist kein Tisch des Live-Abends (ausgelost, nachdem er begonnen hat?).</translation>
    </message>
</context>
<context>
    <name>CoiffeurBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="131"/>
        <source>{0} = Match (all nine tricks) · {1} = Kontermatsch: the others took every trick, 0 for the team whose cell it is</source>
        <translation>{0} = Match (alle neun Stiche) · {1} = Kontermatsch: die anderen machten alle Stiche, 0 für das Team der Zelle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="139"/>
        <source>Won by {0} with {1}</source>
        <translation>Sieger: {0} mit {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="150"/>
        <source>Next to announce: {0}</source>
        <translation>Als Nächstes sagt an: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="154"/>
        <source>{0} can no longer be caught</source>
        <translation>Uneinholbar: {0}</translation>
    </message>
</context>
<context>
    <name>CoiffeurEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="114"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="150"/>
        <source>Own card points</source>
        <translation>Eigene Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="633"/>
        <source>(Match {0} + Stöck {1}) ×{2} + {3}</source>
        <translation>(Match {0} + Stöck {1}) ×{2} + {3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="635"/>
        <source>Match {0} ×{1} + {2}</source>
        <translation>Match {0} ×{1} + {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="615"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="176"/>
        <source>All nine tricks (in Misère: no trick at all)</source>
        <translation>Alle neun Stiche (in der Misère: gar kein Stich)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="129"/>
        <source>Row ({0} / {1})</source>
        <translation>Zeile ({0} / {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="112"/>
        <source>Team and row</source>
        <translation>Team und Zeile</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="154"/>
        <source>Card points missing</source>
        <translation>Kartenpunkte fehlen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="155"/>
        <source>a Match is written with {0}</source>
        <translation>ein Match schreibt man mit {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="174"/>
        <source>Match ({0})</source>
        <translation>Match ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="178"/>
        <source>Kontermatsch ({0})</source>
        <translation>Kontermatsch ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="183"/>
        <source>Stöck ({0})</source>
        <translation>Stöck ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="289"/>
        <source>{0} played {1} already ({2}). To change it: entry {3} is chosen in the history; double-click the cell, click Correct… or press {4}.</source>
        <translation>{1} schon gespielt von {0} ({2}). Ändern: Eintrag {3} ist im Verlauf gewählt; Zelle doppelklicken, Korrigieren… klicken oder {4} drücken.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="334"/>
        <source>Card points {0}</source>
        <translation>Kartenpunkte {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="373"/>
        <source>{0} (played: {1})</source>
        <translation>{0} (gespielt: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="389"/>
        <source>This table does not write Stöck (its table settings).</source>
        <translation>An diesem Tisch werden keine Stöck geschrieben (seine Tischregeln).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="392"/>
        <source>{0} has no trump: no Stöck in this row.</source>
        <translation>{0} hat keinen Trumpf: keine Stöck in dieser Zeile.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="214"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="499"/>
        <source>Announced by</source>
        <translation>Angesagt von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="213"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="498"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="505"/>
        <source>Deals</source>
        <translation>Gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="213"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="512"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="514"/>
        <source>Announces</source>
        <translation>Sagt an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="224"/>
        <source>This round only: {0} instead of {1} ({2} gives it back)</source>
        <translation>Nur diese Runde: {0} statt {1} ({2} macht es rückgängig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="524"/>
        <source>The next announcer&apos;s team is chosen by itself ({teams}: another team, this round only). {up} / {down} choose the row, or the arrow keys and Enter on the grid (or type the points on the cell); type the team&apos;s own card points, or {m} Match, {k} Kontermatsch; {t} Stöck; Enter writes. A filled cell is corrected in the history ({e}).</source>
        <translation>Das Team des nächsten Ansagers ist schon gewählt ({teams}: ein anderes Team, nur diese Runde). {up} / {down} wählen die Zeile, oder die Pfeiltasten und Enter auf der Tafel (oder die Punkte direkt auf dem Feld tippen); die eigenen Kartenpunkte des Teams tippen, oder {m} Match, {k} Kontermatsch; {t} Stöck; Enter schreibt. Ein gefülltes Feld wird im Verlauf korrigiert ({e}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="611"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="181"/>
        <source>The announcing team took no trick: writes 0</source>
        <translation>Das ansagende Team hat keinen Stich gemacht: schreibt 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="619"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="563"/>
        <source>This team has no open row left</source>
        <translation>Dieses Team hat keine offene Zeile mehr</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="603"/>
        <source>{0} for {1}</source>
        <translation>{0} für {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="617"/>
        <source>{0} card points</source>
        <translation>{0} Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="621"/>
        <source>{0}: {1} ×{2}, {3} → {4}</source>
        <translation>{0}: {1} ×{2}, {3} → {4}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="163"/>
        <source>Misère: the fewer card points, the better</source>
        <translation>Misère: je weniger Kartenpunkte, desto besser</translation>
    </message>
</context>
<context>
    <name>CoiffeurGrid</name>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="365"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="379"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="380"/>
        <source>Behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="119"/>
        <source>open: click, or type the points, to write {0} for {1}</source>
        <translation>offen: klicken oder Punkte tippen, um {0} für {1} zu schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="123"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="132"/>
        <source>KM</source>
        <translation>KM</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="123"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="132"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="124"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="124"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="126"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="249"/>
        <source>Coiffeur board</source>
        <translation>Coiffeur-Tafel</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="43"/>
        <source>Delete entry {0} first (select it, then {1}).</source>
        <translation>Löschen Sie zuerst Eintrag {0} (wählen, dann {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="45"/>
        <source>To insert it, delete entry {0} first: leave the insertion ({1}), select entry {0} in the history and press {2}; then insert it again.</source>
        <translation>Um ihn einzufügen, löschen Sie zuerst Eintrag {0}: das Einfügen verlassen ({1}), Eintrag {0} im Verlauf wählen und {2} drücken; dann wieder einfügen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="48"/>
        <source>To make this change, delete entry {0} first: leave the correction ({1}), select entry {0} in the history and press {2}; then correct entry {3} again.</source>
        <translation>Um das zu ändern, löschen Sie zuerst Eintrag {0}: die Korrektur verlassen ({1}), Eintrag {0} im Verlauf wählen und {2} drücken; dann Eintrag {3} wieder korrigieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="59"/>
        <source>For these rules, correct or delete entry {0} first (Cancel, then in the history); or keep the rules as they are.</source>
        <translation>Für diese Regeln korrigieren oder löschen Sie zuerst Eintrag {0} (Abbrechen, dann im Verlauf), oder lassen Sie die Regeln, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="62"/>
        <source>For these rules, correct or delete entries {0} first (Cancel, then in the history); or keep the rules as they are.</source>
        <translation>Für diese Regeln korrigieren oder löschen Sie zuerst die Einträge {0} (Abbrechen, dann im Verlauf), oder lassen Sie die Regeln, wie sie sind.</translation>
    </message>
</context>
<context>
    <name>DayField</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/dayfield.py" line="73"/>
        <source>Choose the day from a calendar (from the keyboard: Alt+↓ in the date)</source>
        <translation>Den Tag im Kalender wählen (mit der Tastatur: Alt+↓ im Datum)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/dayfield.py" line="75"/>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/dayfield.py" line="98"/>
        <source>Type the day as you write it ({0}), or Alt+↓ (F4) for a calendar</source>
        <translation>Den Tag tippen, wie man ihn schreibt ({0}), oder Alt+↓ (F4) für den Kalender</translation>
    </message>
</context>
<context>
    <name>Differenzler</name>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="54"/>
        <source>Game {0} of {1}: {2} deals</source>
        <translation>Spiel {0} von {1}: {2} gibt</translation>
    </message>
</context>
<context>
    <name>DifferenzlerBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="64"/>
        <source>Differenzler board</source>
        <translation>Differenzler-Tafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="43"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="88"/>
        <source>deals</source>
        <translation>gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="91"/>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="93"/>
        <source>No prediction</source>
        <translation>Keine Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="96"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="99"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="103"/>
        <source>%n games played · lowest penalty wins</source>
        <translation>
            <numerusform>%n Spiel gespielt · die tiefste Strafe gewinnt</numerusform>
            <numerusform>%n Spiele gespielt · die tiefste Strafe gewinnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="108"/>
        <source>%n games · lowest penalty wins</source>
        <translation>
            <numerusform>%n Spiel · die tiefste Strafe gewinnt</numerusform>
            <numerusform>%n Spiele · die tiefste Strafe gewinnt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="113"/>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="118"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="118"/>
        <source>leading</source>
        <translation>Führung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="119"/>
        <source>Yellow: won, the lowest penalty</source>
        <translation>Gelb: gewonnen, die tiefste Strafe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="120"/>
        <source>Yellow: in the lead, the lowest penalty so far (who deals is written under his name)</source>
        <translation>Gelb: in Führung, bisher die tiefste Strafe (wer gibt, steht unter seinem Namen)</translation>
    </message>
</context>
<context>
    <name>DifferenzlerEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="96"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="140"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="96"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="97"/>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="108"/>
        <source>Show the predictions to the scorekeeper; they are shown anyway once every card point is typed</source>
        <translation>Die Vorhersagen dem Schreiber zeigen; sobald alle Kartenpunkte getippt sind, erscheinen sie ohnehin</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="220"/>
        <source>Predictions: {0} of {1}</source>
        <translation>Vorhersagen: {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="299"/>
        <source>Card points: {0} of 157 ({1} has the rest, {2})</source>
        <translation>Kartenpunkte: {0} von 157 ({1} hat den Rest, {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="302"/>
        <source>Card points: {0} of 157</source>
        <translation>Kartenpunkte: {0} von 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="333"/>
        <source>Game {0} of {1}</source>
        <translation>Spiel {0} von {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="383"/>
        <source>Predictions missing for {0}: type them, or - for no prediction</source>
        <translation>
            <numerusform>Vorhersage fehlt für {0}: eintippen, oder - für keine Vorhersage</numerusform>
            <numerusform>Vorhersagen fehlen für {0}: eintippen, oder - für keine Vorhersage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="363"/>
        <source>The predictions are typed; they are written with the card points. After the game: the card points, {0} first</source>
        <translation>Die Vorhersagen sind getippt; sie werden mit den Kartenpunkten geschrieben. Nach dem Spiel: die Kartenpunkte, zuerst {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="368"/>
        <source>Card points missing for {0}</source>
        <translation>Kartenpunkte fehlen für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="441"/>
        <source>game {0}</source>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="448"/>
        <source>Game {0}: {1}</source>
        <translation>Spiel {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="71"/>
        <source>Differenzler: type each player&apos;s prediction (hidden as ●●●; - or x for none), Tab to the next; after the game the card points (the last player&apos;s follow from the others&apos;); Enter writes the game. {reveal} shows the predictions.</source>
        <translation>Differenzler: die Vorhersage jedes Spielers tippen (als ●●● verdeckt; - oder x für keine), Tab zum nächsten; nach dem Spiel die Kartenpunkte (die des letzten Spielers ergeben sich aus den anderen); Enter schreibt das Spiel. {reveal} zeigt die Vorhersagen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="89"/>
        <source>The player&apos;s prediction of his own card points (0 … 157), shown as ●●● until the game is played. Type - for no prediction</source>
        <translation>Die Vorhersage des Spielers für seine eigenen Kartenpunkte (0 … 157), als ●●● verdeckt, bis das Spiel gespielt ist. - tippen für keine Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="91"/>
        <source>No prediction: {0} penalty points (or type - in the prediction)</source>
        <translation>Keine Vorhersage: {0} Strafpunkte (oder - in die Vorhersage tippen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="93"/>
        <source>Card points the player took (0 … 157); together 157. The last player&apos;s follow from the others&apos;</source>
        <translation>Kartenpunkte, die der Spieler gemacht hat (0 … 157); zusammen 157. Die des letzten Spielers ergeben sich aus den anderen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="104"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="233"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="245"/>
        <source>Show predictions ({0})</source>
        <translation>Vorhersagen zeigen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="134"/>
        <source>Prediction {0}</source>
        <translation>Vorhersage {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="143"/>
        <source>No prediction {0}</source>
        <translation>keine Vorhersage {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="146"/>
        <source>Card points {0}</source>
        <translation>Kartenpunkte {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="221"/>
        <source>Predictions: {0} of {1}, {2} without</source>
        <translation>Vorhersagen: {0} von {1}, {2} ohne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="230"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="246"/>
        <source>Predictions shown ({0})</source>
        <translation>Vorhersagen gezeigt ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="232"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="244"/>
        <source>Hide predictions ({0})</source>
        <translation>Vorhersagen verbergen ({0})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="335"/>
        <source>%n games to play</source>
        <translation>
            <numerusform>noch %n Spiel zu spielen</numerusform>
            <numerusform>noch %n Spiele zu spielen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="379"/>
        <source>{0} predictions missing: type them, or - for no prediction</source>
        <translation>{0} Vorhersagen fehlen: eintippen, oder - für keine Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="399"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} hat den Rest: {1}</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="365"/>
        <source>Draw the seats</source>
        <translation>Plätze auslosen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="365"/>
        <source>Draw</source>
        <translation>Auslosen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="372"/>
        <source>Who is here tonight?</source>
        <translation>Wer ist heute Abend da?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="413"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="415"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="421"/>
        <source>Sit out instead of tables of three</source>
        <translation>Aussetzen statt Dreiertische</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="433"/>
        <source>Draw from Passe</source>
        <translation>Auslosen ab Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="442"/>
        <source>The evening is drawn already: drawing again replaces the Passen from the one chosen on (Passen with results stay).</source>
        <translation>Der Abend ist schon ausgelost: neu auslosen ersetzt die Passen ab der gewählten (Passen mit Ergebnis bleiben).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="531"/>
        <source>{0} present: {1}</source>
        <translation>{0} anwesend: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="543"/>
        <source>Nobody gets the same partner twice for up to {0} Passen.</source>
        <translation>Bis zu {0} Passen hat niemand zweimal denselben Partner.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="404"/>
        <source>a guest&apos;s name (not a member)</source>
        <translation>Name eines Gasts (kein Mitglied)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="406"/>
        <source>Add guest</source>
        <translation>Gast hinzufügen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="484"/>
        <source>{0} is on the list already.</source>
        <translation>{0} steht schon auf der Liste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="532"/>
        <source>{0} present: %n tables of four</source>
        <translation>
            <numerusform>{0} anwesend: %n Vierertisch</numerusform>
            <numerusform>{0} anwesend: %n Vierertische</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="535"/>
        <source>%n of three</source>
        <translation>
            <numerusform>%n Dreiertisch</numerusform>
            <numerusform>%n Dreiertische</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="537"/>
        <source>%n sit out each Passe (in turn)</source>
        <translation>
            <numerusform>%n setzt je Passe aus (der Reihe nach)</numerusform>
            <numerusform>%n setzen je Passe aus (der Reihe nach)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="545"/>
        <source>Nobody meets the same opponent twice where the draw can avoid it.</source>
        <translation>Niemand trifft zweimal auf denselben Gegner, wo die Auslosung es vermeiden kann.</translation>
    </message>
</context>
<context>
    <name>EditEveningDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="227"/>
        <source>Edit evening · {0}</source>
        <translation>Abend bearbeiten · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="228"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="241"/>
        <source>The evening has results: its variant and table rules stay as the results were checked against them.</source>
        <translation>Der Abend hat Ergebnisse: Jassart und Tischregeln bleiben, da die Ergebnisse daran geprüft wurden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="246"/>
        <source>Clear the draw if the new variant cannot play it (then draw again)</source>
        <translation>Die Auslosung löschen, wenn die neue Jassart sie nicht spielen kann (dann neu auslosen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="252"/>
        <source>Why? (kept in the corrections log)</source>
        <translation>Warum? (wird im Korrekturprotokoll festgehalten)</translation>
    </message>
</context>
<context>
    <name>EntryList</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="188"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="554"/>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1260"/>
        <source>Write (Enter)</source>
        <translation>Schreiben (Enter)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="584"/>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="896"/>
        <source>Cancel c&amp;orrection</source>
        <translation>K&amp;orrektur abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="649"/>
        <source>entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="712"/>
        <source>Entry {0} was deleted or undone while it was being corrected: the correction was left, nothing was written.</source>
        <translation>Eintrag {0} wurde gelöscht oder rückgängig gemacht, während er korrigiert wurde: die Korrektur wurde verlassen, nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="887"/>
        <source>Correcting entry {0}</source>
        <translation>Eintrag {0} wird korrigiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="659"/>
        <source>Won by {0}. The match is over.</source>
        <translation>Sieger: {0}. Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="666"/>
        <source>The match is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="895"/>
        <source>Cancel inserti&amp;on</source>
        <translation>Einfügen abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="904"/>
        <source>Insertion: {0}</source>
        <translation>Einfügen: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="904"/>
        <source>Correction: {0}</source>
        <translation>Korrektur: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="981"/>
        <source>{label}: {value} is typed, but a Kontermatsch gives 0 here. For the Kontermatsch, delete the {value} first, then {key}.</source>
        <translation>{label}: {value} ist getippt, aber ein Kontermatsch gibt hier 0. Für den Kontermatsch löschen Sie zuerst die {value}, dann {key}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="983"/>
        <source>{label}: {value} is typed, but a Match gives 0 here. For the Match, delete the {value} first, then {key}.</source>
        <translation>{label}: {value} ist getippt, aber ein Match gibt hier 0. Für den Match löschen Sie zuerst die {value}, dann {key}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1060"/>
        <source>insertion before entry {0}</source>
        <translation>Einfügen vor Eintrag {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1064"/>
        <source>correction of entry {0}</source>
        <translation>Korrektur von Eintrag {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1103"/>
        <source>{entries} ({team} instead of {turn})</source>
        <translation>{entries} ({team} statt {turn})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1107"/>
        <source>After the insertion, no longer announced in turn: {0}. Check and correct where needed.</source>
        <translation>Nach dem Einfügen nicht mehr der Reihe nach angesagt: {0}. Prüfen und wenn nötig korrigieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1109"/>
        <source>After the deletion, no longer announced in turn: {0}. Check and correct where needed.</source>
        <translation>Nach dem Löschen nicht mehr der Reihe nach angesagt: {0}. Prüfen und wenn nötig korrigieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1130"/>
        <source>entry {0}</source>
        <translation>Eintrag {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1131"/>
        <source>entries {0}</source>
        <translation>Einträge {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1231"/>
        <source>Save correction (Enter)</source>
        <translation>Korrektur speichern (Enter)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1291"/>
        <source>Discard the new entry before entry {0}?</source>
        <translation>Neuen Eintrag vor Eintrag {0} verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1292"/>
        <source>No entry is inserted; what is typed in the form is lost.</source>
        <translation>Es wird kein Eintrag eingefügt; was im Formular eingegeben ist, geht verloren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1294"/>
        <source>Discard the correction of entry {0}?</source>
        <translation>Korrektur von Eintrag {0} verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1295"/>
        <source>Entry {0} stays as it was; what is changed in the form is lost.</source>
        <translation>Eintrag {0} bleibt, wie er war; was im Formular geändert ist, geht verloren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1299"/>
        <source>Typed: {0}</source>
        <translation>Eingegeben: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1420"/>
        <source>{0} typed on “{1}” went into no field: digits go into a number field (click it, or go back with {2}).</source>
        <translation>{0} auf «{1}» getippt ging in kein Feld: Ziffern gehören in ein Zahlenfeld (anklicken oder mit {2} zurück).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="886"/>
        <source>New entry before entry {0}</source>
        <translation>Neuer Eintrag vor Eintrag {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1247"/>
        <source>Insert (Enter)</source>
        <translation>Einfügen (Enter)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="154"/>
        <source>The round begun before the match was left was not put back: it was typed when the match had {0} entries, and the match has changed since (it has {1} now). Type it again.</source>
        <translation>Die angefangene Runde wurde nicht zurückgeholt: Sie wurde getippt, als die Partie {0} Einträge hatte, und die Partie hat sich seither geändert (jetzt {1}). Tippen Sie sie noch einmal.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="158"/>
        <source>The round typed before the crash was not put back: it was typed when the match had {0} entries, and the match has changed since (it has {1} now). Type it again.</source>
        <translation>Die vor dem Absturz angefangene Runde wurde nicht zurückgeholt: Sie wurde getippt, als die Partie {0} Einträge hatte, und die Partie hat sich seither geändert (jetzt {1}). Tippen Sie sie noch einmal.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="169"/>
        <source>The round begun before the match was left is back.</source>
        <translation>Die angefangene Runde ist wieder da (beim Verlassen der Partie behalten).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="170"/>
        <source>The round being typed is back (typed before the crash).</source>
        <translation>Die angefangene Runde ist wieder da (vor dem Absturz getippt).</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="389"/>
        <source>Draw…</source>
        <translation>Auslosen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="391"/>
        <source>Import match files…</source>
        <translation>Partiedateien importieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="410"/>
        <source>Print seat list…</source>
        <translation>Sitzliste drucken…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="450"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="450"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="477"/>
        <source>Play in Jasstafel</source>
        <translation>In Jasstafel spielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="480"/>
        <source>Save to club</source>
        <translation>Im Verein speichern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="482"/>
        <source>Type paper result…</source>
        <translation>Ergebnis vom Blatt eintippen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="484"/>
        <source>Correct result…</source>
        <translation>Ergebnis korrigieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="486"/>
        <source>Remove result…</source>
        <translation>Ergebnis entfernen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="624"/>
        <source>season {0}</source>
        <translation>Saison {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="646"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="683"/>
        <source>tie: both won</source>
        <translation>gleichauf: beide gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="681"/>
        <source>{0} won</source>
        <translation>{0} gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="80"/>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="55"/>
        <source>Passe {0}, table {1}: imported from an unfinished match ({2}): it has no winner, and its figures count as they stood.</source>
        <translation>Passe {0}, Tisch {1}: aus einer unbeendeten Partie importiert ({2}): sie hat keinen Sieger, und ihre Zahlen zählen, wie sie standen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="58"/>
        <source>Passe {0}, table {1}: imported from an unfinished match ({2}); its result was corrected afterwards: {3} won, and its figures count as corrected.</source>
        <translation>Passe {0}, Tisch {1}: aus einer unbeendeten Partie importiert ({2}); ihr Ergebnis wurde danach korrigiert: Sieger {3}, und ihre Zahlen zählen wie korrigiert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="62"/>
        <source>Passe {0}, table {1}: imported from an unfinished match ({2}); its result was corrected afterwards: it has no winner, and its figures count as corrected.</source>
        <translation>Passe {0}, Tisch {1}: aus einer unbeendeten Partie importiert ({2}); ihr Ergebnis wurde danach korrigiert: sie hat keinen Sieger, und ihre Zahlen zählen wie korrigiert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="66"/>
        <source>Reason given for the correction: {0}</source>
        <translation>Grund der Korrektur: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="42"/>
        <source>Passe {0}, table {1}: played with other table rules than the evening&apos;s: {2}.</source>
        <translation>Passe {0}, Tisch {1}: mit anderen Tischregeln als jenen des Abends gespielt: {2}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="45"/>
        <source>Reason given at import: {0}</source>
        <translation>Beim Import angegebener Grund: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="735"/>
        <location filename="../../jasstafel/ui/club/marks.py" line="81"/>
        <source>other rules</source>
        <translation>andere Regeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="685"/>
        <source>tie: all won</source>
        <translation>gleichauf: alle gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="439"/>
        <source>&amp;Tables and results</source>
        <translation>&amp;Tische und Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="686"/>
        <source>tie: {0} won</source>
        <translation>gleichauf: {0} gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="706"/>
        <source>playing in Jasstafel …</source>
        <translation>wird in Jasstafel gespielt …</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="711"/>
        <source>changed in Jasstafel, not saved</source>
        <translation>in Jasstafel geändert, nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="712"/>
        <source>open again in Jasstafel</source>
        <translation>in Jasstafel wieder offen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="720"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="723"/>
        <source>corrected by hand</source>
        <translation>von Hand korrigiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="732"/>
        <source>live, corrected by the Oberjasser</source>
        <translation>live, vom Oberjasser korrigiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="733"/>
        <source>played in Jasstafel</source>
        <translation>in Jasstafel gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="739"/>
        <source>typed from a paper sheet</source>
        <translation>vom Blatt eingetippt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="742"/>
        <source>typed from a paper sheet · corrected</source>
        <translation>vom Blatt eingetippt · korrigiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="748"/>
        <source>The match in the main window was changed after this result was saved to the club (an entry undone or corrected): this result stays until the match is saved to the club again, at once when it is finished.</source>
        <translation>Die Partie im Hauptfenster wurde geändert, nachdem dieses Ergebnis im Verein gespeichert war (ein Eintrag rückgängig gemacht oder korrigiert): dieses Ergebnis bleibt, bis die Partie wieder im Verein gespeichert wird, sofort wenn sie beendet ist.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="757"/>
        <source>Corrected by hand after the match was stored: these figures count, not the match&apos;s own ({0}).</source>
        <translation>Von Hand korrigiert, nachdem die Partie gespeichert war: diese Zahlen zählen, nicht die der Partie ({0}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="799"/>
        <source>not drawn yet</source>
        <translation>noch nicht ausgelost</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="801"/>
        <source>%n of 1 table recorded</source>
        <translation>
            <numerusform>%n von 1 Tisch erfasst</numerusform>
            <numerusform>%n von 1 Tisch erfasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="803"/>
        <source>%n of {0} tables recorded</source>
        <translation>
            <numerusform>%n von {0} Tischen erfasst</numerusform>
            <numerusform>%n von {0} Tischen erfasst</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="807"/>
        <source>Passe {0}</source>
        <translation>Passe {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="818"/>
        <source>Table {0}</source>
        <translation>Tisch {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="830"/>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="842"/>
        <source>First draw the seats: Draw… (choose the members present).</source>
        <translation>Zuerst die Plätze auslosen: Auslosen… (die anwesenden Mitglieder wählen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="845"/>
        <source>Choose a table: play it in Jasstafel, type its paper result, or import match files of several tables.</source>
        <translation>Einen Tisch wählen: in Jasstafel spielen, sein Ergebnis vom Blatt eintippen oder Partiedateien mehrerer Tische importieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="855"/>
        <source>{0} went into no field: choose an open table, then “{1}”.</source>
        <translation>{0} ging in kein Feld: einen offenen Tisch wählen, dann «{1}».</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="958"/>
        <source>Show live evening</source>
        <translation>Live-Abend zeigen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="966"/>
        <source>The evening is live from this window: shows its window (the address, the codes, the end of the evening).</source>
        <translation>Der Abend läuft live aus diesem Fenster: zeigt sein Fenster (die Adresse, die Codes, das Ende des Abends).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="971"/>
        <source>Evening {0} of this club is live from this window: one evening of a club is live at a time. End it first (End the live evening, in its window).</source>
        <translation>Abend {0} dieses Vereins läuft live aus diesem Fenster: von einem Verein läuft immer nur ein Abend live. Zuerst jenen Abend beenden («Live-Abend beenden» in seinem Fenster).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1035"/>
        <source>Passe {0}: {1} and {2}</source>
        <translation>Passe {0}: {1} und {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1037"/>
        <source>Partners again</source>
        <translation>Wieder Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1038"/>
        <source>No draw without a repeated partner was found. Partners again: {0}</source>
        <translation>Keine Auslosung ohne wiederholten Partner gefunden. Wieder Partner: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1060"/>
        <source>Already recorded</source>
        <translation>Schon erfasst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1061"/>
        <source>Passe {0}, table {1} has a result: correct it instead.</source>
        <translation>Passe {0}, Tisch {1} hat ein Ergebnis: korrigieren Sie es stattdessen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1109"/>
        <source>Jass match (*.jass *.json);;All files (*)</source>
        <translation>Jass-Partie (*.jass *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1110"/>
        <source>Import match files</source>
        <translation>Partiedateien importieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1176"/>
        <source>Play again?</source>
        <translation>Nochmals spielen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1177"/>
        <source>Passe {0}, table {1} has a result. Play it again? The new match replaces it when it is saved to the club.</source>
        <translation>Passe {0}, Tisch {1} hat ein Ergebnis. Nochmals spielen? Die neue Partie ersetzt es, wenn sie im Verein gespeichert wird.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1262"/>
        <source>Not written</source>
        <translation>Nicht geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="393"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="397"/>
        <source>Seat list</source>
        <translation>Sitzliste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="397"/>
        <source>Table sheets (one per table, pre-filled)</source>
        <translation>Tischblätter (eines je Tisch, vorausgefüllt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="398"/>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="399"/>
        <source>Seat map</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="401"/>
        <source>{0}: print…</source>
        <translation>{0}: drucken…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="401"/>
        <source>{0}: PDF…</source>
        <translation>{0}: PDF…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="412"/>
        <source>Edit evening…</source>
        <translation>Abend bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="415"/>
        <source>Delete evening…</source>
        <translation>Abend löschen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="418"/>
        <location filename="../../jasstafel/ui/club/evening.py" line="959"/>
        <source>Start live evening…</source>
        <translation>Live-Abend starten…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="450"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="619"/>
        <source>%n Passen</source>
        <translation>
            <numerusform>%n Passe</numerusform>
            <numerusform>%n Passen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="621"/>
        <source>%n tables</source>
        <translation>
            <numerusform>%n Tisch</numerusform>
            <numerusform>%n Tische</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="934"/>
        <source>Live now, served by another program (process {1}) at:
{0}
The tables write on their phones; results typed here go through it.</source>
        <translation>Jetzt live, von einem anderen Programm (Prozess {1}) unter:
{0}
Die Tische schreiben auf ihren Handys; hier eingetippte Resultate gehen über dieses Programm.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="944"/>
        <source>Evening {0} of this club is live in another program at:
{1}
One evening of a club is live at a time.</source>
        <translation>Abend {0} dieses Vereins läuft live in einem anderen Programm unter:
{1}
Von einem Verein läuft immer nur ein Abend live.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1151"/>
        <source>Delete evening</source>
        <translation>Abend löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1152"/>
        <source>Delete the evening of {0} ({1}) with its draw and {2} results? The corrections log keeps all of it.</source>
        <translation>Den Abend vom {0} ({1}) mit seiner Auslosung und {2} Ergebnissen löschen? Das Korrekturprotokoll behält alles.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1156"/>
        <source>deleted in the club window</source>
        <translation>im Vereinsfenster gelöscht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1162"/>
        <source>Not deleted</source>
        <translation>Nicht gelöscht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1198"/>
        <source>Table sheets · {0}</source>
        <translation>Tischblätter · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1199"/>
        <source>Table cards · {0}</source>
        <translation>Tischkarten · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1200"/>
        <source>Seat map · {0}</source>
        <translation>Sitzplan · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1235"/>
        <source>seats</source>
        <translation>sitzliste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1235"/>
        <source>table-sheets</source>
        <translation>tischblaetter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1236"/>
        <source>table-cards</source>
        <translation>tischkarten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1236"/>
        <source>seat-map</source>
        <translation>sitzplan</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1244"/>
        <source>{0} as PDF</source>
        <translation>{0} als PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1256"/>
        <source>No draw yet: draw the evening first.</source>
        <translation>Noch keine Auslosung: zuerst den Abend auslosen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="123"/>
        <source>In this window: Remove result…, then Type paper result… with the paper sheet&apos;s figures.</source>
        <translation>In diesem Fenster: «Ergebnis entfernen…», dann «Ergebnis vom Blatt eintippen…» mit den Zahlen des Blatts.</translation>
    </message>
</context>
<context>
    <name>EveningsPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/evenings.py" line="58"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evenings.py" line="79"/>
        <source>New evening…</source>
        <translation>Neuer Abend…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evenings.py" line="84"/>
        <source>No evening chosen. Create one with New evening…</source>
        <translation>Kein Abend gewählt. Legen Sie einen an mit «Neuer Abend…»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evenings.py" line="136"/>
        <source>All seasons</source>
        <translation>Alle Saisons</translation>
    </message>
</context>
<context>
    <name>FahnderBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="141"/>
        <source>Fahnder sheet</source>
        <translation>Fahnder-Blatt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="240"/>
        <source>Striche</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="240"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="240"/>
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="241"/>
        <source>as Fahnder</source>
        <translation>als Fahnder</translation>
    </message>
</context>
<context>
    <name>FahnderEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="135"/>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="136"/>
        <source>&amp;Nuller for a misdeed</source>
        <translation>&amp;Nuller für ein Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="197"/>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="198"/>
        <source>Bid</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="209"/>
        <source>257 Match</source>
        <translation>257 Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="211"/>
        <source>bid {0}</source>
        <translation>Angebot {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="220"/>
        <source>Contract</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="240"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="256"/>
        <source>Fahnder + partner</source>
        <translation>Fahnder + Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="259"/>
        <source>Opponents</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="249"/>
        <source>Card points of Fahnder and partner together; the opponents&apos; follow (157 in all)</source>
        <translation>Kartenpunkte von Fahnder und Partner zusammen; die der Gegenspieler ergeben sich daraus (zusammen 157)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="194"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="194"/>
        <source>The highest bidder ({0})</source>
        <translation>Wer am meisten bietet ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="237"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="237"/>
        <source>Holds the called card ({0})</source>
        <translation>Hat die gefahndete Karte ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="251"/>
        <source>Or type the opponents&apos; card points</source>
        <translation>Oder die Kartenpunkte der Gegenspieler tippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="279"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="283"/>
        <source>1 Nuller</source>
        <translation>1 Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="283"/>
        <source>2 Nuller</source>
        <translation>2 Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="278"/>
        <source>At fault</source>
        <translation>Fehlbar</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="111"/>
        <source>Fahnder: {fahnder} the Fahnder, type the bid, {contract} the contract, {partner} the partner, then the card points of Fahnder and partner (Tab: or of the opponents) or {match} Match; Enter writes the round. {nuller}: Nuller for a misdeed ({fahnder} the player at fault, Alt+1 / Alt+2 one or two Nuller); {round} back to the round.</source>
        <translation>Fahnder: {fahnder} der Fahnder, das Angebot tippen, {contract} der Trumpf, {partner} der Partner, dann die Kartenpunkte von Fahnder und Partner (Tab: oder die der Gegenspieler) oder {match} Match; Enter schreibt die Runde. {nuller}: Nuller für ein Vergehen ({fahnder} der fehlbare Spieler, Alt+1 / Alt+2 ein oder zwei Nuller); {round} zurück zur Runde.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="289"/>
        <source>Misdeed</source>
        <translation>Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="292"/>
        <source>Recorded only: every misdeed costs the Nuller chosen</source>
        <translation>Nur vermerkt: jedes Vergehen kostet die gewählten Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="301"/>
        <source>not following suit</source>
        <translation>Farbe nicht angegeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="302"/>
        <source>playing out of turn</source>
        <translation>ausserhalb der Reihe gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="303"/>
        <source>looking into cards</source>
        <translation>in fremde Karten geschaut</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="304"/>
        <source>another misdeed</source>
        <translation>ein anderes Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="420"/>
        <source>Fahnder + partner {0} and opponents {1}: together they must make 157, not {2}</source>
        <translation>Fahnder + Partner {0} und Gegenspieler {1}: zusammen müssen sie 157 machen, nicht {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="536"/>
        <source>{0}: {1}</source>
        <comment>a player&apos;s button: row, name</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="547"/>
        <source>Type the bid: at least {0} (minimum bid); below 150 any number, then 150, 155, 157 or 257 (Match)</source>
        <translation>Angebot eintippen: mindestens {0} (Mindestangebot); unter 150 jede Zahl, dann 150, 155, 157 oder 257 (Match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="561"/>
        <source>Who is the Fahnder? Choose the player ({0})</source>
        <translation>Wer ist der Fahnder? Spieler wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="572"/>
        <source>Who is the partner? Choose the player ({0})</source>
        <translation>Wer ist der Partner? Spieler wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="649"/>
        <source>Nuller for {0}</source>
        <translation>Nuller für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="650"/>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="658"/>
        <source>257 (Match)</source>
        <translation>257 (Match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="595"/>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="659"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="655"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="661"/>
        <source>made</source>
        <translation>gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="661"/>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="662"/>
        <source>Round {0}: {1} bids {2} in {3}, partner {4}: {5} → {6} ({7})</source>
        <translation>Runde {0}: {1} bietet {2}, {3}, Partner {4}: {5} → {6} ({7})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="668"/>
        <source>Fahnder-König: {0}</source>
        <translation>Fahnder-König: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="684"/>
        <source>{0} are Fahnder-Könige. The match is over.</source>
        <translation>
            <numerusform>{0} ist Fahnder-König. Die Partie ist beendet.</numerusform>
            <numerusform>{0} sind Fahnder-Könige. Die Partie ist beendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="692"/>
        <source>{0}: net {1} of {2}</source>
        <translation>{0}: netto {1} von {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="137"/>
        <source>A played round</source>
        <translation>Eine gespielte Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="139"/>
        <source>Not following suit, playing out of turn, looking into cards: 1 or 2 Nuller</source>
        <translation>Farbe nicht angegeben, ausserhalb der Reihe gespielt, in fremde Karten geschaut: 1 oder 2 Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="199"/>
        <source>Bid missing: type the Fahnder&apos;s bid</source>
        <translation>Angebot fehlt: das Angebot des Fahnders tippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="202"/>
        <source>Type the bid: any number below 150, then 150, 155, 157 or 257 (Match)</source>
        <translation>Angebot tippen: jede Zahl unter 150, dann 150, 155, 157 oder 257 (Match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="241"/>
        <source>Card points Fahnder + partner</source>
        <translation>Kartenpunkte Fahnder + Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="244"/>
        <source>Card points opponents</source>
        <translation>Kartenpunkte Gegenspieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="262"/>
        <source>Match: all nine tricks ({0})</source>
        <translation>Match: alle neun Stiche ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="267"/>
        <source>Fahnder and partner took every trick: 157</source>
        <translation>Fahnder und Partner haben alle Stiche gemacht: 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="278"/>
        <source>The player at fault ({0})</source>
        <translation>Der fehlbare Spieler ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="520"/>
        <source>Deals</source>
        <translation>Gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="523"/>
        <source>Bids first</source>
        <translation>Bietet zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="555"/>
        <source>Who is at fault? Choose the player ({0})</source>
        <translation>Wer ist fehlbar? Spieler wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="568"/>
        <source>Choose the contract ({0})</source>
        <translation>Trumpf wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="577"/>
        <source>Card points missing: type those of Fahnder and partner (or of the opponents), or {0} for a Match</source>
        <translation>Kartenpunkte fehlen: die von Fahnder und Partner tippen (oder die der Gegenspieler), oder {0} für einen Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="595"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="598"/>
        <source>{0}: made. {1}</source>
        <translation>{0}: gemacht. {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="599"/>
        <source>{0}: failed. {1}</source>
        <translation>{0}: verloren. {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="608"/>
        <source>{0} +{1}, {2} +{3}</source>
        <translation>{0} +{1}, {2} +{3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="611"/>
        <source>{0} {1}, {2} {3}; {4} +{5} each</source>
        <translation>{0} {1}, {2} {3}; {4} je +{5}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="687"/>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fields.py" line="45"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>GuggitalerBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="361"/>
        <source>Guggitaler sheet</source>
        <translation>Guggitaler-Blatt</translation>
    </message>
</context>
<context>
    <name>GuggitalerChart</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="173"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
</context>
<context>
    <name>GuggitalerEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="294"/>
        <source>{0}: {1} · {2}</source>
        <translation>{0}: {1} · {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="335"/>
        <source>Take the last one back (Backspace)</source>
        <translation>Den letzten zurücknehmen (Rücktaste)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="337"/>
        <source>Start the order again</source>
        <translation>Reihenfolge neu beginnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="423"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="648"/>
        <source>{digits} or {keys}</source>
        <translation>{digits} oder {keys}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="429"/>
        <source>{0}: what did each player take?</source>
        <translation>{0}: was hat jeder genommen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="462"/>
        <source>{0} in all; the last empty field follows from the others&apos;.</source>
        <translation>{0} im Ganzen; das letzte leere Feld folgt aus den anderen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="432"/>
        <source>{0} {1}</source>
        <comment>a count&apos;s field: game, player</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="435"/>
        <source>{0}: what {1} took (0 … {2})</source>
        <translation>{0}: was {1} genommen hat (0 … {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="443"/>
        <source>{0}: who took it?</source>
        <translation>{0}: wer hat ihn genommen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="444"/>
        <source>{0} or a click: the player who took it, then Enter.</source>
        <translation>{0} oder ein Klick: wer ihn genommen hat, dann Enter.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="447"/>
        <source>Domino: who finished first?</source>
        <translation>Domino: wer war zuerst fertig?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="448"/>
        <source>{0} or a click: the players in the order they got rid of their cards; the last one follows.</source>
        <translation>{0} oder ein Klick: die Spieler in der Reihenfolge, in der sie ihre Karten losgeworden sind; der letzte folgt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="487"/>
        <source>Taken: ? of {0}</source>
        <translation>Genommen: ? von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="490"/>
        <source>Taken: {0} of {1}</source>
        <translation>Genommen: {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="494"/>
        <source>Taken: {0} of {1} ({2} has the rest, {3})</source>
        <translation>Genommen: {0} von {1} ({2} hat den Rest, {3})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="513"/>
        <source>{0} missing: type what each player took ({1} in all)</source>
        <translation>{0}: die Zahlen fehlen – tippen, was jeder genommen hat ({1} im Ganzen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="516"/>
        <source>{0} missing for {1}</source>
        <translation>{0}: noch offen für {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="536"/>
        <source>There is no player {0}: {1} or {2} name the players</source>
        <translation>Es gibt keinen Spieler {0}: {1} oder {2} wählen die Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="560"/>
        <source>{0} is in the order already ({1} takes the last one back)</source>
        <translation>{0} ist schon in der Reihenfolge ({1} nimmt den letzten zurück)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="614"/>
        <source>Deals</source>
        <translation>Gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="615"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="622"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="638"/>
        <source>Guggitaler {0} of {1} · game {2} of {3} · {4}</source>
        <translation>Guggitaler {0} von {1} · Spiel {2} von {3} · {4}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="645"/>
        <source>The match is over: every game is written</source>
        <translation>Die Partie ist beendet: jedes Spiel ist geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="655"/>
        <source>{0}: who took it? {1}</source>
        <translation>{0}: wer hat ihn genommen? {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="660"/>
        <source>Domino: name the players in the order they finished ({0}); {1} still to name</source>
        <translation>Domino: die Spieler in der Reihenfolge nennen, in der sie fertig wurden ({0}); noch {1} zu nennen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="674"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} hat den Rest: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="678"/>
        <source>(instead of {0})</source>
        <translation>(statt {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="680"/>
        <source>{0} is last</source>
        <translation>{0} auf dem letzten Platz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="731"/>
        <source>The game being typed ({0}) was dropped: the game due now is {1}.</source>
        <translation>Das angefangene Spiel ({0}) wurde verworfen: jetzt ist {1} an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="764"/>
        <source>delete the counts typed</source>
        <translation>löschen Sie die getippten Zahlen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="766"/>
        <source>{0} takes the player back</source>
        <translation>{0} nimmt den Spieler zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="768"/>
        <source>{0} or {1} in the form</source>
        <translation>{0} oder {1} im Formular</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="770"/>
        <source>The form holds what you typed for the next game ({0}): deleting entry {1} would give the form another game, and the typing would be lost. Write it (Write or Enter) or clear the form first ({2}).</source>
        <translation>Im Formular steht, was Sie für das nächste Spiel ({0}) getippt haben: Mit dem Löschen von Eintrag {1} bekäme das Formular ein anderes Spiel, und das Getippte ginge verloren. Schreiben Sie es (Schreiben oder Enter) oder leeren Sie zuerst das Formular ({2}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="816"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="797"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="819"/>
        <source>Guggitaler {0} · {1}</source>
        <translation>Guggitaler {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="201"/>
        <source>Guggitaler: Tricks, Hearts and Queens: type what each player took, Tab to the next (the last one&apos;s follows from the others&apos;); Enter writes the game. King of Clubs and last trick: {digits} or {keys} the player who took it, Enter.</source>
        <translation>Guggitaler: Stiche, Herz und Damen: tippen, was jeder genommen hat, Tab zum nächsten (die Zahl des letzten folgt aus denen der anderen); Enter schreibt das Spiel. Kreuzkönig und letzter Stich: {digits} oder {keys} wer ihn genommen hat, Enter.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="206"/>
        <source>Guggitaler: Tricks, Bells and Ober: type what each player took, Tab to the next (the last one&apos;s follows from the others&apos;); Enter writes the game. King of Roses and last trick: {digits} or {keys} the player who took it, Enter.</source>
        <translation>Guggitaler: Stiche, Schellen und Ober: tippen, was jeder genommen hat, Tab zum nächsten (die Zahl des letzten folgt aus denen der anderen); Enter schreibt das Spiel. Rosenkönig und letzter Stich: {digits} oder {keys} wer ihn genommen hat, Enter.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="211"/>
        <source>Domino: {digits} or {keys} the players in the order they finished (the last one follows), Backspace takes the last one back, Enter writes.</source>
        <translation>Domino: {digits} oder {keys} die Spieler in der Reihenfolge, in der sie fertig wurden (der letzte folgt), die Rücktaste nimmt den letzten zurück, Enter schreibt.</translation>
    </message>
</context>
<context>
    <name>HandjassBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="148"/>
        <source>Handjass slate</source>
        <translation>Handjass-Tafel</translation>
    </message>
</context>
<context>
    <name>HandjassEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="72"/>
        <source>&amp;Card points</source>
        <translation>&amp;Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="73"/>
        <source>&amp;Striche</source>
        <translation>&amp;Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="213"/>
        <source>Sum {0} of 157</source>
        <translation>Summe {0} von 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="215"/>
        <source>Sum {0} (at most 157)</source>
        <translation>Summe {0} (höchstens 157)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="142"/>
        <source>One more Strich for {0} ({1})</source>
        <translation>Ein Strich mehr für {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="143"/>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="146"/>
        <source>One Strich less for {0}</source>
        <translation>Ein Strich weniger für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="106"/>
        <source>Card points of {0}</source>
        <translation>Kartenpunkte von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="55"/>
        <source>Handjass: {points} card points: type each player&apos;s, Tab to the next (with four players the last one&apos;s follow from the others&apos;); or {striche} Striche: {keys} gives player 1 … {n} one more Strich, or type them. Enter writes the round.</source>
        <translation>Handjass: {points} Kartenpunkte: die jedes Spielers tippen, Tab zum nächsten (bei vier Spielern ergeben sich die des letzten aus den anderen); oder {striche} Striche: {keys} gibt Spieler 1 … {n} einen Strich mehr, oder tippen. Enter schreibt die Runde.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="210"/>
        <source>Sum {0} of 157 ({1} has the rest, {2})</source>
        <translation>Summe {0} von 157 ({1} hat den Rest, {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="298"/>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="305"/>
        <source>Round {0}: Striche set: {1}</source>
        <translation>Runde {0}: Striche gesetzt: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="306"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="313"/>
        <source>a Strich for {0}</source>
        <translation>ein Strich für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="315"/>
        <source>no Strich</source>
        <translation>kein Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="316"/>
        <source>Round {0}: {1} → {2}</source>
        <translation>Runde {0}: {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="323"/>
        <source>{0} reached {1}</source>
        <translation>{0} hat {1} erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="355"/>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="360"/>
        <source>the first to {0} Striche wins</source>
        <translation>wer zuerst {0} Striche hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="361"/>
        <source>nobody has a Strich yet</source>
        <translation>noch niemand hat einen Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="363"/>
        <source>leading: {0} ({1} of {2})</source>
        <translation>vorne: {0} ({1} von {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="75"/>
        <source>Every player&apos;s card points: the board decides who gets a Strich</source>
        <translation>Die Kartenpunkte jedes Spielers: die Tafel entscheidet, wer einen Strich bekommt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="77"/>
        <source>Set the Striche of the round directly, several at once if need be</source>
        <translation>Die Striche der Runde direkt setzen, wenn nötig mehrere auf einmal</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="102"/>
        <source>Card points {0}</source>
        <translation>Kartenpunkte {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="130"/>
        <source>Striche {0}</source>
        <translation>Striche {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="135"/>
        <source>Striche for {0} this round: 0 … {1}</source>
        <translation>Striche für {0} in dieser Runde: 0 … {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="145"/>
        <source>One more Strich for {0}</source>
        <translation>Ein Strich mehr für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="229"/>
        <source>No Strich given: {0} gives a player one, or type them</source>
        <translation>Kein Strich vergeben: {0} gibt einem Spieler einen, oder tippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="239"/>
        <source>{0}; the Handjass writes card points only, Weis are not counted</source>
        <translation>{0}; der Handjass schreibt nur Kartenpunkte, Weis zählen nicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="243"/>
        <source>Card points missing: type each player&apos;s card points of the round</source>
        <translation>Kartenpunkte fehlen: die Kartenpunkte jedes Spielers dieser Runde tippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="246"/>
        <source>Card points missing for {0}</source>
        <translation>Kartenpunkte fehlen für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="258"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} hat den Rest: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="326"/>
        <source>{0} full</source>
        <translation>{0} voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="346"/>
        <source>{0} win {1}</source>
        <translation>{0} gewinnen {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="348"/>
        <source>{0} wins {1}</source>
        <translation>{0} gewinnt {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="350"/>
        <source>{0}. The match is over.</source>
        <translation>{0}. Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="352"/>
        <source>{0} are full</source>
        <translation>{0} sind voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="352"/>
        <source>{0} is full</source>
        <translation>{0} ist voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="353"/>
        <source>{0}: {1}. The match is over.</source>
        <translation>{0}: {1}. Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="365"/>
        <source>closest to full: {0} ({1} of {2})</source>
        <translation>am nächsten bei voll: {0} ({1} von {2})</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="433"/>
        <source>Correct…</source>
        <translation>Korrigieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="438"/>
        <source>Insert before…</source>
        <translation>Davor einfügen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="440"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="441"/>
        <source>Delete the selected entry (Del); {0} brings it back</source>
        <translation>Den gewählten Eintrag löschen (Entf); {0} holt ihn zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="548"/>
        <source>&amp;Correct…</source>
        <translation>&amp;Korrigieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="549"/>
        <source>&amp;Insert before…</source>
        <translation>Davor &amp;einfügen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="550"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="644"/>
        <source>deletion of entry {0}</source>
        <translation>Löschen von Eintrag {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="632"/>
        <source>Entry {0} deleted: Undo ({1}) brings it back when nothing is typed in the form</source>
        <translation>Eintrag {0} gelöscht: Rückgängig ({1}) holt ihn zurück, wenn im Formular nichts getippt ist</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="635"/>
        <source>Entry {0} deleted: Undo ({1}) brings it back</source>
        <translation>Eintrag {0} gelöscht: Rückgängig ({1}) holt ihn zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="663"/>
        <source>A new entry before entry {0} is being typed: no entry is deleted or inserted meanwhile. Insert it (Insert or Enter) or leave it (Cancel insertion or {1}) first.</source>
        <translation>Ein neuer Eintrag vor Eintrag {0} wird getippt: Solange wird kein Eintrag gelöscht oder eingefügt. Fügen Sie ihn zuerst ein (Einfügen oder Enter) oder verlassen Sie ihn (Einfügen abbrechen oder {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="667"/>
        <source>Entry {0} is being corrected: no entry is deleted or inserted meanwhile. Save the correction (Save correction or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Eintrag {0} wird korrigiert: Solange wird kein Eintrag gelöscht oder eingefügt. Speichern Sie zuerst die Korrektur (Korrektur speichern oder Enter) oder verlassen Sie sie (Korrektur abbrechen oder {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="583"/>
        <source>There is no entry to correct yet.</source>
        <translation>Es gibt noch keinen Eintrag zum Korrigieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="434"/>
        <source>Load the selected entry into the form, with none selected the newest (Enter, {0})</source>
        <translation>Den gewählten Eintrag ins Formular laden, ist keiner gewählt den neuesten (Enter, {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="613"/>
        <source>Choose the entry to delete in the history (select it, then Del).</source>
        <translation>Den Eintrag, der gelöscht werden soll, im Verlauf wählen (anklicken, dann Entf).</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="527"/>
        <source>Import match files</source>
        <translation>Partiedateien importieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="527"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="534"/>
        <source>Where each match goes: taken from the draw (the players of a table) or from the file (its table and title); change it where needed.</source>
        <translation>Wohin jede Partie gehört: aus der Auslosung (die Spieler eines Tisches) oder aus der Datei (ihr Tisch und Titel); wo nötig ändern.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="545"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="545"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="546"/>
        <source>Passe</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="546"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="547"/>
        <source>Taken from</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="558"/>
        <source>cannot be read: {0}</source>
        <translation>nicht lesbar: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="575"/>
        <source>not imported</source>
        <translation>nicht importiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="606"/>
        <source>Replace results already recorded at these tables (a correction)</source>
        <translation>Schon erfasste Ergebnisse an diesen Tischen ersetzen (eine Korrektur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="608"/>
        <source>Accept unfinished matches</source>
        <translation>Unbeendete Partien annehmen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="682"/>
        <source>chosen by hand</source>
        <translation>von Hand gewählt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="694"/>
        <source>has results already</source>
        <translation>hat schon Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="701"/>
        <source>other players than drawn</source>
        <translation>andere Spieler als ausgelost</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="788"/>
        <source>{0}: nothing was imported. {1}</source>
        <translation>{0}: Nichts wurde importiert. {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="789"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="790"/>
        <source>Nothing was imported.</source>
        <translation>Nichts wurde importiert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="548"/>
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="684"/>
        <source>as the evening&apos;s</source>
        <translation>wie am Abend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="609"/>
        <source>Accept matches played with other table rules than the evening&apos;s (logged with the reason below)</source>
        <translation>Partien mit anderen Tischregeln als jenen des Abends annehmen (wird mit dem Grund unten protokolliert)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="614"/>
        <source>Accept other players than the draw seated there, e.g. a substitute (logged with the reason below)</source>
        <translation>Andere Spieler annehmen, als die Auslosung dort setzte, z. B. einen Ersatz (wird mit dem Grund unten protokolliert)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="625"/>
        <source>Why? (kept in the corrections log)</source>
        <translation>Warum? (wird im Korrekturprotokoll festgehalten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="632"/>
        <location filename="../../jasstafel/ui/club/results.py" line="738"/>
        <source>None of these files can be read: there is nothing to import.</source>
        <translation>Keine dieser Dateien kann gelesen werden: Es gibt nichts zu importieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="732"/>
        <source>In this window: tick “{0}” and write the reason in the field “{1}”.</source>
        <translation>In diesem Fenster: «{0}» ankreuzen und den Grund ins Feld «{1}» schreiben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="745"/>
        <source>Give the reason (it goes to the corrections log).</source>
        <translation>Geben Sie den Grund an (er kommt ins Korrekturprotokoll).</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="386"/>
        <location filename="../../jasstafel/ui/club/live.py" line="1068"/>
        <source>Join club evening</source>
        <translation>Vereinsabend beitreten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="388"/>
        <source>The address the Oberjasser shows, and your table&apos;s code.</source>
        <translation>Die Adresse, die der Oberjasser zeigt, und der Code Ihres Tisches.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="393"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="394"/>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
</context>
<context>
    <name>LiveEveningDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="110"/>
        <location filename="../../jasstafel/ui/club/live.py" line="235"/>
        <location filename="../../jasstafel/ui/club/live.py" line="287"/>
        <location filename="../../jasstafel/ui/club/live.py" line="296"/>
        <location filename="../../jasstafel/ui/club/live.py" line="300"/>
        <source>Live evening</source>
        <translation>Live-Abend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="149"/>
        <source>The live evening has ended on the Oberjasser&apos;s page: the tables can no longer write. The results in the club stay.</source>
        <translation>Der Live-Abend wurde auf der Seite des Oberjassers beendet: Die Tische können nicht mehr schreiben. Die Resultate im Verein bleiben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="156"/>
        <source>The tables open this address on a phone and type their table&apos;s code:</source>
        <translation>Die Tische öffnen diese Adresse auf dem Handy und geben den Code ihres Tisches ein:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="162"/>
        <source>Your own code (the Oberjasser&apos;s page): {0}</source>
        <translation>Ihr eigener Code (Seite des Oberjassers): {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="168"/>
        <source>Wall page</source>
        <translation>Wandseite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="169"/>
        <source>Oberjasser&apos;s page</source>
        <translation>Seite des Oberjassers</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="182"/>
        <source>Passe</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="182"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="183"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="196"/>
        <source>End the live evening</source>
        <translation>Live-Abend beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="236"/>
        <source>End the live evening? The tables can no longer write on their phones; the results in the club stay.</source>
        <translation>Den Live-Abend beenden? Die Tische können dann nicht mehr auf ihren Handys schreiben; die Resultate im Verein bleiben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="274"/>
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="287"/>
        <source>The live evening needs its web server: install Jasstafel with the live extra (pip install &apos;jasstafel[live]&apos;), or use the bundle.</source>
        <translation>Der Live-Abend braucht seinen Webserver: Jasstafel mit dem Zusatz «live» installieren (pip install &apos;jasstafel[live]&apos;), oder das Paket (Bundle) verwenden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="300"/>
        <source>The live evening could not be started: {0}</source>
        <translation>Der Live-Abend konnte nicht gestartet werden: {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="296"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="297"/>
        <source>Chart</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="321"/>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="361"/>
        <source>The board only: {0} or {1} gives the whole window back</source>
        <translation>Nur die Tafel: {0} oder {1} bringt das ganze Fenster zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="364"/>
        <source>Whole window</source>
        <translation>Ganzes Fenster</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="383"/>
        <source>To correct an entry: select it in the history, then press Enter or {0}, or click Correct…</source>
        <translation>Einen Eintrag korrigieren: im Verlauf wählen, dann Enter oder {0} drücken oder Korrigieren… klicken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="386"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="669"/>
        <source>New match ({0})</source>
        <translation>Neue Partie ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="388"/>
        <source>Print the sheet ({0})</source>
        <translation>Blatt drucken ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="403"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="404"/>
        <source>&amp;New match…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="406"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="407"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="409"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="872"/>
        <source>&amp;Unsaved matches…</source>
        <translation>Ungespeic&amp;herte Partien…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="413"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="415"/>
        <source>&amp;Save now</source>
        <translation>&amp;Jetzt speichern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="420"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="424"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="714"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="443"/>
        <source>&amp;Correct selected entry</source>
        <translation>Gewählten Eintrag &amp;korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="447"/>
        <source>&amp;Delete selected entry</source>
        <translation>Gewählten Eintrag lö&amp;schen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="453"/>
        <source>&amp;Names and details…</source>
        <translation>&amp;Namen und Angaben ändern…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="463"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2538"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="479"/>
        <source>&amp;Next pane</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="481"/>
        <source>&amp;Previous pane</source>
        <translation>V&amp;orheriger Bereich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="489"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="489"/>
        <source>&amp;Chart</source>
        <translation>&amp;Grafik</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="490"/>
        <source>&amp;Statistics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="496"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="498"/>
        <source>Automatic (system)</source>
        <translation>Automatisch (System)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="504"/>
        <source>C&amp;lub</source>
        <translation>&amp;Verein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="506"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="507"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="512"/>
        <source>&amp;About Jasstafel</source>
        <translation>Ü&amp;ber Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="672"/>
        <source>Open a match ({0})</source>
        <translation>Partie öffnen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="674"/>
        <source>Unsaved matches…</source>
        <translation>Ungespeicherte Partien…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="738"/>
        <source>Open: {0}</source>
        <translation>Öffnen: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="866"/>
        <source>A fuller copy waits</source>
        <translation>Eine vollständigere Kopie wartet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="867"/>
        <source>{0} lacks %n entry that its rescue copy has (kept among the unsaved matches when the file could not take it). Continue the copy (File → Unsaved matches…) to have every entry in the file; what is written into the file as it is now is not in the copy.</source>
        <translation>
            <numerusform>Der Datei {0} fehlt %n Eintrag, den ihre Rettungskopie hat (unter den ungespeicherten Partien aufbewahrt, als die Datei ihn nicht aufnehmen konnte). Spielen Sie mit der Kopie weiter (Datei → Ungespeicherte Partien…), damit die Datei jeden Eintrag hat; was jetzt in die Datei, wie sie ist, geschrieben wird, ist nicht in der Kopie.</numerusform>
            <numerusform>Der Datei {0} fehlen %n Einträge, die ihre Rettungskopie hat (unter den ungespeicherten Partien aufbewahrt, als die Datei sie nicht aufnehmen konnte). Spielen Sie mit der Kopie weiter (Datei → Ungespeicherte Partien…), damit die Datei jeden Eintrag hat; was jetzt in die Datei, wie sie ist, geschrieben wird, ist nicht in der Kopie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="996"/>
        <source>The round begun in the form stays with the match wherever it is kept, and comes back when the match is opened again.</source>
        <translation>Die im Formular angefangene Runde bleibt bei der Partie, wo immer sie aufbewahrt wird, und kommt beim nächsten Öffnen wieder.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1005"/>
        <source>{0} is saved, and the round begun in the form stays with it: it comes back when {0} is opened again.</source>
        <translation>{0} ist gespeichert, und die im Formular angefangene Runde bleibt dabei: Sie kommt beim nächsten Öffnen von {0} wieder.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1011"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1019"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1040"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1113"/>
        <source>Leave the match?</source>
        <translation>Partie verlassen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1074"/>
        <source>What the server does not hold is only in this window. Save the match under a name, keep it among the unsaved matches (File → Unsaved matches…), or stay with it?</source>
        <translation>Was der Server nicht hat, ist nur in diesem Fenster. Die Partie unter einem Namen speichern, bei den ungespeicherten Partien behalten (Datei → Ungespeicherte Partien…) oder dabei bleiben?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1078"/>
        <source>What the server does not hold is only in this window. Save the match under a name, keep it among the unsaved matches (File → Unsaved matches…), or stay with it while the window sends it again?</source>
        <translation>Was der Server nicht hat, ist nur in diesem Fenster. Die Partie unter einem Namen speichern, bei den ungespeicherten Partien behalten (Datei → Ungespeicherte Partien…) oder dabei bleiben, während das Fenster sie nochmals schickt?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1084"/>
        <source>Not sent</source>
        <translation>Nicht geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1096"/>
        <source>The club still holds its finished result of Passe {0}, table {1}, not the match as it is now.</source>
        <translation>Der Verein hat noch ihr Schlussergebnis von Passe {0}, Tisch {1}, nicht die Partie, wie sie jetzt ist.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1099"/>
        <source>The club still holds it as it was saved unfinished for Passe {0}, table {1}, not as it is now.</source>
        <translation>Der Verein hat noch ihren gespeicherten Zwischenstand von Passe {0}, Tisch {1}, nicht die Partie, wie sie jetzt ist.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1103"/>
        <source>To replace it, cancel and finish the match.</source>
        <translation>Zum Ersetzen: Abbrechen und die Partie zu Ende spielen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1120"/>
        <source>Nothing is written in this match yet, but a round is begun in its form. Keep the match among the unsaved matches (File → Unsaved matches…), and the round begun comes back when it is continued, or discard both?</source>
        <translation>In dieser Partie ist noch nichts geschrieben, aber im Formular ist eine Runde angefangen. Die Partie bei den ungespeicherten Partien behalten (Datei → Ungespeicherte Partien…), und die angefangene Runde kommt beim Weiterspielen wieder, oder beides verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1207"/>
        <source>Every entry is in a copy kept among the unsaved matches (File → Unsaved matches…).</source>
        <translation>Jeder Eintrag ist in einer Kopie bei den ungespeicherten Partien (Datei → Ungespeicherte Partien…).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1211"/>
        <source>What is not saved is only in this window: leaving would lose it.</source>
        <translation>Was nicht gespeichert ist, ist nur in diesem Fenster: Wer die Partie verlässt, verliert es.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1215"/>
        <source>The match could not be saved:
{0}

{1} Save it elsewhere with Save as…, in a folder you may write to, or stay with it.</source>
        <translation>Die Partie konnte nicht gespeichert werden:
{0}

{1} Speichern Sie sie mit Speichern unter… anderswo, in einem Ordner, in den Sie schreiben dürfen, oder bleiben Sie dabei.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1469"/>
        <source>The match could not be saved:
{0}

{1} Choose File → Save as… to save it elsewhere, in a folder you may write to.</source>
        <translation>Die Partie konnte nicht gespeichert werden:
{0}

{1} Wählen Sie Datei → Speichern unter…, um sie anderswo zu speichern, in einem Ordner, in den Sie schreiben dürfen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1736"/>
        <source>{0}, %n entries and the round being typed: this match is deleted with that round, and cannot be brought back.</source>
        <translation>
            <numerusform>{0}, %n Eintrag und die angefangene Runde: Diese Partie wird mit dieser Runde gelöscht und kann nicht zurückgeholt werden.</numerusform>
            <numerusform>{0}, %n Einträge und die angefangene Runde: Diese Partie wird mit dieser Runde gelöscht und kann nicht zurückgeholt werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1740"/>
        <source>{0}, %n entries: this match is deleted, and cannot be brought back.</source>
        <translation>
            <numerusform>{0}, %n Eintrag: Diese Partie wird gelöscht und kann nicht zurückgeholt werden.</numerusform>
            <numerusform>{0}, %n Einträge: Diese Partie wird gelöscht und kann nicht zurückgeholt werden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1760"/>
        <source>The round being typed goes with it.</source>
        <translation>Die angefangene Runde geht mit ihr.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1915"/>
        <source>&amp;Undo (back to the take-over from the table)</source>
        <translation>&amp;Rückgängig (reicht bis zur Übernahme vom Tisch)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2160"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2224"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2252"/>
        <source>Undone: {0}</source>
        <translation>Rückgängig gemacht: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2132"/>
        <source>Redo brings back a written entry only when nothing is typed in the form: it holds what you typed for the next entry. Write it (Write or Enter) or delete the typing first.</source>
        <translation>Wiederherstellen bringt einen geschriebenen Eintrag nur zurück, wenn im Formular nichts getippt ist: Es enthält, was Sie für den nächsten Eintrag getippt haben. Schreiben Sie ihn (Schreiben oder Enter) oder löschen Sie zuerst das Getippte.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2156"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2224"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2252"/>
        <source>Redone: {0}</source>
        <translation>Wiederhergestellt: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2200"/>
        <source>Redo brings back a written entry only when nothing is typed in the form: a new entry before entry {0} is being typed. Insert it (Insert or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Wiederherstellen bringt einen geschriebenen Eintrag nur zurück, wenn im Formular nichts getippt ist: Ein neuer Eintrag vor Eintrag {0} wird getippt. Fügen Sie ihn zuerst ein (Einfügen oder Enter) oder verlassen Sie ihn (Korrektur abbrechen oder {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2205"/>
        <source>Undo takes back a written entry only when nothing is typed in the form: a new entry before entry {0} is being typed. Insert it (Insert or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Rückgängig nimmt einen geschriebenen Eintrag nur zurück, wenn im Formular nichts getippt ist: Ein neuer Eintrag vor Eintrag {0} wird getippt. Fügen Sie ihn zuerst ein (Einfügen oder Enter) oder verlassen Sie ihn (Korrektur abbrechen oder {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2210"/>
        <source>Redo brings back a written entry only when nothing is typed in the form: entry {0} is being corrected. Save the correction (Save correction or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Wiederherstellen bringt einen geschriebenen Eintrag nur zurück, wenn im Formular nichts getippt ist: Eintrag {0} wird korrigiert. Speichern Sie zuerst die Korrektur (Korrektur speichern oder Enter) oder verlassen Sie sie (Korrektur abbrechen oder {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2215"/>
        <source>Undo takes back a written entry only when nothing is typed in the form: entry {0} is being corrected. Save the correction (Save correction or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Rückgängig nimmt einen geschriebenen Eintrag nur zurück, wenn im Formular nichts getippt ist: Eintrag {0} wird korrigiert. Speichern Sie zuerst die Korrektur (Korrektur speichern oder Enter) oder verlassen Sie sie (Korrektur abbrechen oder {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1944"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2223"/>
        <source>what was chosen in the form</source>
        <translation>Auswahl im Formular</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2527"/>
        <source>{menu}: {keys}.</source>
        <translation>{menu}: {keys}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2558"/>
        <source>&lt;h3&gt;Jasstafel {0}&lt;/h3&gt;&lt;p&gt;The Jass scoreboard for the scorekeeper and the club.&lt;/p&gt;&lt;p&gt;Every entry is saved at once; every mistake can be corrected.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jasstafel {0}&lt;/h3&gt;&lt;p&gt;Die Jasstafel für den Schreiber und den Jassverein.&lt;/p&gt;&lt;p&gt;Jeder Eintrag wird sofort gespeichert; jeder Fehler lässt sich korrigieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1218"/>
        <source>The match could not be saved:
{0}

{1} Save it elsewhere with Save as…, or stay with it (if the disk is full, free some space).</source>
        <translation>Die Partie konnte nicht gespeichert werden:
{0}

{1} Speichern Sie sie mit Speichern unter… anderswo, oder bleiben Sie dabei (und schaffen Sie Platz, wenn die Festplatte voll ist).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1703"/>
        <source>Saved as {0} (%n entries).</source>
        <translation>
            <numerusform>Gespeichert als {0} (%n Eintrag).</numerusform>
            <numerusform>Gespeichert als {0} (%n Einträge).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1693"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1705"/>
        <source>{0} stays as it was.</source>
        <translation>{0} bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1295"/>
        <source>{0} (copy)</source>
        <translation>{0} (Kopie)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1298"/>
        <source>{0} (copy {1})</source>
        <translation>{0} (Kopie {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1269"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1613"/>
        <source>The match could not be saved as {0}:
{1}

{2}</source>
        <translation>Die Partie konnte nicht als {0} gespeichert werden:
{1}

{2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="438"/>
        <source>Undo &amp;history…</source>
        <translation>&amp;Verlauf der Änderungen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="457"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="715"/>
        <source>&amp;Table rules…</source>
        <translation>&amp;Tischregeln ändern…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="509"/>
        <source>&amp;Rules of this match</source>
        <translation>&amp;Regeln dieser Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="697"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="738"/>
        <source>Continue: {0}</source>
        <translation>Weiterspielen: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="873"/>
        <source>&amp;Continue with the file</source>
        <translation>&amp;Mit der Datei weiterspielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="999"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1114"/>
        <source>What is in the form and not yet written is dropped.</source>
        <translation>Was im Formular steht und noch nicht geschrieben ist, geht verloren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1008"/>
        <source>What is in the form and not yet written is dropped: {0} itself is saved.</source>
        <translation>Was im Formular steht und noch nicht geschrieben ist, geht verloren; {0} selbst ist gespeichert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1012"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1023"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1044"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1115"/>
        <source>&amp;Leave it</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1012"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1023"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1044"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1087"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1115"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1124"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1195"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1212"/>
        <source>S&amp;tay with it</source>
        <translation>&amp;Dabei bleiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1020"/>
        <source>What is in the form and not yet written is dropped: the match itself is kept in the club (Passe {0}, table {1}).</source>
        <translation>Was im Formular steht und noch nicht geschrieben ist, geht verloren; die Partie selbst ist im Verein gespeichert (Passe {0}, Tisch {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1041"/>
        <source>What is in the form and not yet written is dropped: the match itself is kept on the live evening&apos;s server (Passe {0}, table {1}).</source>
        <translation>Was im Formular steht und noch nicht geschrieben ist, geht verloren; die Partie selbst ist auf dem Server des Live-Abends gespeichert (Passe {0}, Tisch {1}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1056"/>
        <source>The live evening has ended: %n entries of this table (Passe {0}, table {1}) were not sent.</source>
        <translation>
            <numerusform>Der Live-Abend ist zu Ende: %n Eintrag dieses Tisches (Passe {0}, Tisch {1}) wurde nicht geschickt.</numerusform>
            <numerusform>Der Live-Abend ist zu Ende: %n Einträge dieses Tisches (Passe {0}, Tisch {1}) wurden nicht geschickt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1058"/>
        <source>The live evening has ended: the last change of this table (Passe {0}, table {1}) was not sent.</source>
        <translation>Der Live-Abend ist zu Ende: die letzte Änderung dieses Tisches (Passe {0}, Tisch {1}) wurde nicht geschickt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1061"/>
        <source>No connection to the live evening&apos;s server: %n entries of this table (Passe {0}, table {1}) were not sent.</source>
        <translation>
            <numerusform>Keine Verbindung zum Server des Live-Abends: %n Eintrag dieses Tisches (Passe {0}, Tisch {1}) wurde nicht geschickt.</numerusform>
            <numerusform>Keine Verbindung zum Server des Live-Abends: %n Einträge dieses Tisches (Passe {0}, Tisch {1}) wurden nicht geschickt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1064"/>
        <source>No connection to the live evening&apos;s server: the last change of this table (Passe {0}, table {1}) was not sent.</source>
        <translation>Keine Verbindung zum Server des Live-Abends: die letzte Änderung dieses Tisches (Passe {0}, Tisch {1}) wurde nicht geschickt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1067"/>
        <source>The live evening&apos;s server refused the last change of this table (Passe {0}, table {1}):
{2}</source>
        <translation>Der Server des Live-Abends hat die letzte Änderung dieses Tisches abgelehnt (Passe {0}, Tisch {1}):
{2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1070"/>
        <source>The live evening&apos;s server has not confirmed every entry of this table (Passe {0}, table {1}).</source>
        <translation>Der Server des Live-Abends hat nicht jeden Eintrag dieses Tisches bestätigt (Passe {0}, Tisch {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1086"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1153"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1194"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1204"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1086"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1123"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1153"/>
        <source>&amp;Keep unsaved</source>
        <translation>&amp;Ungespeichert behalten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1140"/>
        <source>{0} is not saved in a file yet (%n entries). Save it in a file, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted)?</source>
        <translation>
            <numerusform>{0} ist noch in keiner Datei gespeichert (%n Eintrag). In einer Datei speichern, bei den ungespeicherten Partien behalten (Datei → Ungespeicherte Partien…) oder verwerfen (gelöscht)?</numerusform>
            <numerusform>{0} ist noch in keiner Datei gespeichert (%n Einträge). In einer Datei speichern, bei den ungespeicherten Partien behalten (Datei → Ungespeicherte Partien…) oder verwerfen (gelöscht)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1145"/>
        <source>{0} is not saved in a file yet (%n entries).</source>
        <translation>
            <numerusform>{0} ist noch in keiner Datei gespeichert (%n Eintrag).</numerusform>
            <numerusform>{0} ist noch in keiner Datei gespeichert (%n Einträge).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1148"/>
        <source>Otherwise save it in a file, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted here: the club keeps the result it holds)?</source>
        <translation>Sonst in einer Datei speichern, bei den ungespeicherten Partien behalten (Datei → Ungespeicherte Partien…) oder verwerfen (hier gelöscht; der Verein behält sein Ergebnis)?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1123"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1154"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1194"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1154"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1163"/>
        <source>The match “{0}”</source>
        <comment>who is not saved in a file yet</comment>
        <translation>Die Partie «{0}»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1164"/>
        <source>This match</source>
        <comment>who is not saved in a file yet</comment>
        <translation>Diese Partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1172"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, in a folder you may write to, discard it (deleted), or stay with it.</source>
        <translation>
            <numerusform>{1} ist noch in keiner Datei gespeichert (%n Eintrag), und das automatische Speichern ist fehlgeschlagen:
{0}

Was nicht gespeichert ist, ist nur in diesem Fenster: Wer die Partie verlässt, verliert es. Speichern Sie sie mit Speichern unter… in einer Datei in einem Ordner, in den Sie schreiben dürfen, verwerfen Sie sie (gelöscht), oder bleiben Sie dabei.</numerusform>
            <numerusform>{1} ist noch in keiner Datei gespeichert (%n Einträge), und das automatische Speichern ist fehlgeschlagen:
{0}

Was nicht gespeichert ist, ist nur in diesem Fenster: Wer die Partie verlässt, verliert es. Speichern Sie sie mit Speichern unter… in einer Datei in einem Ordner, in den Sie schreiben dürfen, verwerfen Sie sie (gelöscht), oder bleiben Sie dabei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1178"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it (if the disk is full, free some space).</source>
        <translation>
            <numerusform>{1} ist noch in keiner Datei gespeichert (%n Eintrag), und das automatische Speichern ist fehlgeschlagen:
{0}

Was nicht gespeichert ist, ist nur in diesem Fenster: Wer die Partie verlässt, verliert es. Speichern Sie sie mit Speichern unter… in einer Datei, verwerfen Sie sie (gelöscht), oder bleiben Sie dabei (und schaffen Sie Platz, wenn die Festplatte voll ist).</numerusform>
            <numerusform>{1} ist noch in keiner Datei gespeichert (%n Einträge), und das automatische Speichern ist fehlgeschlagen:
{0}

Was nicht gespeichert ist, ist nur in diesem Fenster: Wer die Partie verlässt, verliert es. Speichern Sie sie mit Speichern unter… in einer Datei, verwerfen Sie sie (gelöscht), oder bleiben Sie dabei (und schaffen Sie Platz, wenn die Festplatte voll ist).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1184"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it.</source>
        <translation>
            <numerusform>{1} ist noch in keiner Datei gespeichert (%n Eintrag), und das automatische Speichern ist fehlgeschlagen:
{0}

Was nicht gespeichert ist, ist nur in diesem Fenster: Wer die Partie verlässt, verliert es. Speichern Sie sie mit Speichern unter… in einer Datei, verwerfen Sie sie (gelöscht), oder bleiben Sie dabei.</numerusform>
            <numerusform>{1} ist noch in keiner Datei gespeichert (%n Einträge), und das automatische Speichern ist fehlgeschlagen:
{0}

Was nicht gespeichert ist, ist nur in diesem Fenster: Wer die Partie verlässt, verliert es. Speichern Sie sie mit Speichern unter… in einer Datei, verwerfen Sie sie (gelöscht), oder bleiben Sie dabei.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1209"/>
        <source>&amp;Leave it in the copy</source>
        <translation>In der Kopie &amp;lassen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1221"/>
        <source>The match could not be saved:
{0}

{1} Save it elsewhere with Save as…, or stay with it.</source>
        <translation>Die Partie konnte nicht gespeichert werden:
{0}

{1} Speichern Sie sie mit Speichern unter… anderswo, oder bleiben Sie dabei.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1261"/>
        <source>It is still saved where it was.</source>
        <translation>Sie ist weiterhin dort gespeichert, wo sie war.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1277"/>
        <source>It could not be saved where it was either ({0}): every entry stays in this window, and a copy with every entry is kept for the recovery after a crash.</source>
        <translation>Auch dort, wo sie war, konnte sie nicht gespeichert werden ({0}): Jeder Eintrag bleibt in diesem Fenster, und eine Kopie mit jedem Eintrag wird für die Wiederherstellung nach einem Absturz aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1280"/>
        <source>It could not be saved where it was either ({0}): every entry stays in this window, but what is not saved is not on disk: a crash now would lose it.</source>
        <translation>Auch dort, wo sie war, konnte sie nicht gespeichert werden ({0}): Jeder Eintrag bleibt in diesem Fenster, aber was nicht gespeichert ist, steht nicht auf der Festplatte: ein Absturz jetzt würde es verlieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1368"/>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1477"/>
        <source>The match could not be saved:
{0}

{1} Choose File → Save as… to save it elsewhere.</source>
        <translation>Die Partie konnte nicht gespeichert werden:
{0}

{1} Wählen Sie Datei → Speichern unter…, um sie anderswo zu speichern.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1493"/>
        <source>Not saved: {0}. Every entry stays in this window; “Save as…” saves it elsewhere.</source>
        <translation>Nicht gespeichert: {0}. Jeder Eintrag bleibt in diesem Fenster; «Speichern unter…» speichert die Partie anderswo.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1650"/>
        <source>{0} cannot be read as this match, so it is not written over. Save the copy under another name.</source>
        <translation>{0} lässt sich nicht als diese Partie lesen und wird darum nicht überschrieben. Speichern Sie die Kopie unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1652"/>
        <source>{0} cannot be read as a match, so it is not written over. Save the match under another name.</source>
        <translation>{0} lässt sich nicht als Partie lesen und wird darum nicht überschrieben. Speichern Sie die Partie unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1656"/>
        <source>{0} holds entries that this copy lacks; writing the copy over it would lose them, so it stays as it is. Save the copy under another name.</source>
        <translation>{0} hat Einträge, die dieser Kopie fehlen; die Kopie darüber zu schreiben, würde sie verlieren, darum bleibt die Datei unverändert. Speichern Sie die Kopie unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1659"/>
        <source>{0} holds entries that this match lacks; writing the match over it would lose them, so it stays as it is. Save the match under another name.</source>
        <translation>{0} hat Einträge, die dieser Partie fehlen; die Partie darüber zu schreiben, würde sie verlieren, darum bleibt die Datei unverändert. Speichern Sie die Partie unter einem anderen Namen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1686"/>
        <source>{0} holds other entries than were written (another program wrote it at the same moment).</source>
        <translation>{0} hat andere Einträge als die geschriebenen (ein anderes Programm hat die Datei im selben Augenblick geschrieben).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1695"/>
        <source>Every entry is still in the rescue copy in Jasstafel&apos;s data folder ({0}).</source>
        <translation>Jeder Eintrag ist weiterhin in der Rettungskopie im Datenordner von Jasstafel ({0}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1697"/>
        <source>Every entry is still in the unsaved copy in Jasstafel&apos;s data folder ({0}).</source>
        <translation>Jeder Eintrag ist weiterhin in der ungespeicherten Kopie im Datenordner von Jasstafel ({0}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1707"/>
        <source>The rescue copy in Jasstafel&apos;s data folder is deleted: {0} has every entry now.</source>
        <translation>Die Rettungskopie im Datenordner von Jasstafel ist gelöscht: {0} hat jetzt jeden Eintrag.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1710"/>
        <source>The rescue copy in Jasstafel&apos;s data folder is deleted; {0} stays as it is.</source>
        <translation>Die Rettungskopie im Datenordner von Jasstafel ist gelöscht; {0} bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1713"/>
        <source>The unsaved copy in Jasstafel&apos;s data folder is deleted.</source>
        <translation>Die ungespeicherte Kopie im Datenordner von Jasstafel ist gelöscht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1715"/>
        <source>Open it now?</source>
        <translation>Jetzt öffnen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1727"/>
        <source>Do not reopen this match?</source>
        <translation>Diese Partie nicht wieder öffnen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1727"/>
        <source>{0} stays as it was saved, with its %n entries: it is only not reopened now (File → Open recent has it).</source>
        <translation>
            <numerusform>Die Datei {0} bleibt, wie sie gespeichert wurde, mit ihrem %n Eintrag: Sie wird jetzt nur nicht wieder geöffnet (Datei → Zuletzt geöffnet führt sie).</numerusform>
            <numerusform>Die Datei {0} bleibt, wie sie gespeichert wurde, mit ihren %n Einträgen: Sie wird jetzt nur nicht wieder geöffnet (Datei → Zuletzt geöffnet führt sie).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1754"/>
        <source>{0}: the rescue copy of a named match ({1}), %n entries, is deleted.</source>
        <translation>
            <numerusform>{0}: Die Rettungskopie einer benannten Partie ({1}) mit %n Eintrag wird gelöscht.</numerusform>
            <numerusform>{0}: Die Rettungskopie einer benannten Partie ({1}) mit %n Einträgen wird gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1757"/>
        <source>{0}: the rescue copy of {1} ({2}), %n entries, is deleted.</source>
        <translation>
            <numerusform>{0}: Die Rettungskopie von {1} ({2}) mit %n Eintrag wird gelöscht.</numerusform>
            <numerusform>{0}: Die Rettungskopie von {1} ({2}) mit %n Einträgen wird gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1762"/>
        <source>{0} itself stays as it is, without the copy&apos;s last %n entries.</source>
        <translation>
            <numerusform>{0} selbst bleibt unverändert, ohne den letzten Eintrag der Kopie.</numerusform>
            <numerusform>{0} selbst bleibt unverändert, ohne die letzten %n Einträge der Kopie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1765"/>
        <source>{0} itself stays as it is.</source>
        <translation>{0} selbst bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1991"/>
        <source>typing in {0}</source>
        <translation>Getipptes in {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1992"/>
        <source>typing in the form</source>
        <translation>Getipptes im Formular</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2097"/>
        <source>Nothing to undo or redo: no match is open</source>
        <translation>Nichts rückgängig zu machen oder wiederherzustellen: keine Partie ist offen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2099"/>
        <source>Nothing to redo: Redo brings back only what was undone</source>
        <translation>Nichts wiederherzustellen: Wiederherstellen bringt nur Rückgängiggemachtes zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2102"/>
        <source>Undo reaches back to the take-over from the table: what a phone or the Oberjasser wrote is taken back there</source>
        <translation>Rückgängig reicht bis zur Übernahme vom Tisch: was ein Handy oder der Oberjasser schrieb, nimmt er dort zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2105"/>
        <source>Nothing to undo: Undo reaches back only to when the match was opened</source>
        <translation>Nichts rückgängig zu machen: Rückgängig reicht nur bis zum Öffnen der Partie zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2137"/>
        <source>Undo takes back a written entry only when nothing is typed in the form: it holds what you typed for the next entry. Write it (Write or Enter) or delete the typing first; Correct… ({0}) corrects the last entry and keeps the typing.</source>
        <translation>Rückgängig nimmt einen geschriebenen Eintrag nur zurück, wenn im Formular nichts getippt ist: Das Getippte gilt dem nächsten Eintrag. Schreiben Sie ihn (Schreiben oder Enter) oder löschen Sie das Getippte; Korrigieren… ({0}) korrigiert den letzten Eintrag und behält das Getippte.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2257"/>
        <source>{0} (now: {1})</source>
        <comment>the field&apos;s typing undone, and what it holds now</comment>
        <translation>{0} (jetzt: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2286"/>
        <source>The table rules change only when nothing is typed in the form: the form is made again for them. Write the entry (Enter) or delete the typing first; {0} leaves a correction.</source>
        <translation>Die Tischregeln ändern sich nur, wenn im Formular nichts getippt ist: Das Formular wird für sie neu gemacht. Schreiben Sie zuerst den Eintrag (Enter) oder löschen Sie das Getippte; {0} bricht eine Korrektur ab.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2291"/>
        <source>The names change only when nothing is typed in the form: the form is made again for them. Write the entry (Enter) or delete the typing first; {0} leaves a correction.</source>
        <translation>Die Namen ändern sich nur, wenn im Formular nichts getippt ist: Das Formular wird für sie neu gemacht. Schreiben Sie zuerst den Eintrag (Enter) oder löschen Sie das Getippte; {0} bricht eine Korrektur ab.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2307"/>
        <source>change of names and details</source>
        <translation>Namen und Angaben geändert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2331"/>
        <source>The rules of a live club evening&apos;s table are the evening&apos;s: the club sets them for every table</source>
        <translation>Die Regeln eines Tisches am Live-Abend sind die des Abends: Der Verein legt sie für jeden Tisch fest</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2344"/>
        <source>table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2406"/>
        <source>{0} had been deleted or moved; written again with every entry</source>
        <translation>{0} war gelöscht oder verschoben worden; mit jedem Eintrag neu geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2475"/>
        <source>not in a file yet</source>
        <translation>noch in keiner Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2476"/>
        <source>not in a file yet (autosaved)</source>
        <translation>noch in keiner Datei (automatisch gesichert)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2477"/>
        <source>unnamed match</source>
        <translation>Partie ohne Namen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2530"/>
        <source>History: Enter or {e} corrects the selected entry, Del deletes it. Undo and redo work from anywhere (a number field first undoes its own typing).</source>
        <translation>Verlauf: Enter oder {e} korrigiert den gewählten Eintrag, Entf löscht ihn. Rückgängig und Wiederherstellen gehen von überall (ein Zahlenfeld macht zuerst das eigene Tippen rückgängig).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2535"/>
        <source>{esc}: back from “{mode}” to the form.</source>
        <translation>{esc}: von «{mode}» zurück zum Formular.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2537"/>
        <source>The history, the chart and the statistics below the board: the menu {0}.</source>
        <translation>Verlauf, Grafik und Statistik unter der Tafel: das Menü {0}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="829"/>
        <source>Open match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="848"/>
        <source>Cannot open match</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="847"/>
        <source>{0} cannot be opened:
{1}</source>
        <translation>{0} kann nicht geöffnet werden:
{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="885"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="903"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1598"/>
        <source>Cannot restore match</source>
        <translation>Partie kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1312"/>
        <source>Save match as</source>
        <translation>Partie speichern unter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1254"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1363"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1715"/>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1456"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1190"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1223"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1268"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1500"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1612"/>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="464"/>
        <source>&amp;Board only</source>
        <translation>&amp;Tafelmodus (nur die Tafel)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1287"/>
        <source>Every entry stays in this window, and a copy with every entry is kept for the recovery after a crash.</source>
        <translation>Jeder Eintrag bleibt in diesem Fenster, und eine Kopie mit jedem Eintrag wird für die Wiederherstellung nach einem Absturz aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1289"/>
        <source>Every entry stays in this window, but what is not saved is not on disk: a crash now would lose it.</source>
        <translation>Jeder Eintrag bleibt in diesem Fenster, aber was nicht gespeichert ist, steht nicht auf der Festplatte: ein Absturz jetzt würde es verlieren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1473"/>
        <source>The match could not be saved:
{0}

{1} Choose File → Save as… to save it elsewhere (or, if the disk is full, free some space).</source>
        <translation>Die Partie konnte nicht gespeichert werden:
{0}

{1} Wählen Sie Datei → Speichern unter…, um sie anderswo zu speichern (oder schaffen Sie Platz, wenn die Festplatte voll ist).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1535"/>
        <source>Unsaved matches</source>
        <translation>Ungespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1536"/>
        <source>There are no unsaved matches.</source>
        <translation>Es gibt keine ungespeicherten Partien.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1716"/>
        <source>&amp;Open it</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1716"/>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1742"/>
        <source>Discard this match?</source>
        <translation>Diese Partie verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1891"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1912"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1912"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Wiederherstellen: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1891"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1917"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1917"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Rückgängig: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2478"/>
        <source>unnamed match (autosaved)</source>
        <translation>Partie ohne Namen (automatisch gespeichert)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2463"/>
        <source>not saved</source>
        <translation>nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2521"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2522"/>
        <source>The language changes when Jasstafel starts next.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Jasstafel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2539"/>
        <source>{f6}: from the form to the history (or the chart or the statistics shown below the board) and back; {shift_f6} the other way.</source>
        <translation>{f6}: vom Formular in den Verlauf (oder in die Grafik oder die Statistik, die unter der Tafel gezeigt wird) und zurück; {shift_f6} in der anderen Richtung.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2545"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2557"/>
        <source>About Jasstafel</source>
        <translation>Über Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1119"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1152"/>
        <source>Keep this match?</source>
        <translation>Diese Partie behalten?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="411"/>
        <source>&amp;Join club evening…</source>
        <translation>Vereinsabend bei&amp;treten…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="299"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1313"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1352"/>
        <source>Jass match (*.jass)</source>
        <translation>Jass-Partie (*.jass)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1314"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1352"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1315"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1353"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="50"/>
        <source>New member</source>
        <translation>Neues Mitglied</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="50"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="52"/>
        <source>Rename member</source>
        <translation>Mitglied umbenennen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="52"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="58"/>
        <source>First name and surname</source>
        <translation>Vor- und Nachname</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="59"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="62"/>
        <source>optional, for seat lists</source>
        <translation>freiwillig, für Sitzlisten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="63"/>
        <source>Short name</source>
        <translation>Kurzname</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="65"/>
        <source>Names and short names are unique; a name cannot be a number.</source>
        <translation>Namen und Kurznamen sind eindeutig; ein Name kann keine Zahl sein.</translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="111"/>
        <source>Show inactive members</source>
        <translation>Inaktive Mitglieder zeigen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="124"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="124"/>
        <source>Short name</source>
        <translation>Kurzname</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="125"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="141"/>
        <source>Add member…</source>
        <translation>Mitglied hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="143"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="145"/>
        <location filename="../../jasstafel/ui/club/members.py" line="223"/>
        <source>Deactivate</source>
        <translation>Deaktivieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="147"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="154"/>
        <source>A member with results cannot be deleted: deactivate him. An inactive member is not offered for the draw and stays in every ranking.</source>
        <translation>Ein Mitglied mit Ergebnissen kann nicht gelöscht werden: es stattdessen deaktivieren. Ein inaktives Mitglied wird nicht ausgelost und bleibt in jeder Rangliste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/members.py" line="177"/>
        <source>%n members</source>
        <translation>
            <numerusform>%n Mitglied</numerusform>
            <numerusform>%n Mitglieder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/members.py" line="178"/>
        <source>%n active</source>
        <translation>
            <numerusform>%n aktiv</numerusform>
            <numerusform>%n aktiv</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="185"/>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="185"/>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="222"/>
        <source>Reactivate</source>
        <translation>Reaktivieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="266"/>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="274"/>
        <source>Delete member</source>
        <translation>Mitglied löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="275"/>
        <source>Delete {0}? Only a member without results can be deleted.</source>
        <translation>{0} löschen? Nur ein Mitglied ohne Ergebnisse kann gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="282"/>
        <source>Not deleted</source>
        <translation>Nicht gelöscht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="115"/>
        <source>Show guests</source>
        <translation>Gäste zeigen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="184"/>
        <source>guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="220"/>
        <source>Make a member</source>
        <translation>Zum Mitglied machen</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/messages.py" line="197"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/messages.py" line="198"/>
        <source>&amp;Go on typing</source>
        <translation>&amp;Weiter eingeben</translation>
    </message>
</context>
<context>
    <name>Molotow</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="58"/>
        <source>{0} wins with %n points</source>
        <translation>
            <numerusform>Sieger: {0} mit %n Punkt</numerusform>
            <numerusform>Sieger: {0} mit %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="66"/>
        <source>(drew {0} against {1})</source>
        <translation>(zog {0} gegen {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="69"/>
        <source>(drew the higher card)</source>
        <translation>(zog die höhere Karte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="70"/>
        <source>(drew the highest card)</source>
        <translation>(zog die höchste Karte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="81"/>
        <source>Tie on {0} between {1}: draw a card</source>
        <translation>Gleichstand bei {0} zwischen {1}: Karte ziehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="84"/>
        <source>Round {0} of {1}: {2} deals</source>
        <translation>Runde {0} von {1}: {2} gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="87"/>
        <source>(counts double)</source>
        <translation>(zählt doppelt)</translation>
    </message>
</context>
<context>
    <name>MolotowBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="97"/>
        <source>Molotow board</source>
        <translation>Molotow-Tafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="102"/>
        <source>higher card</source>
        <translation>höhere Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="102"/>
        <source>lower card</source>
        <translation>tiefere Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="103"/>
        <source>highest card</source>
        <translation>höchste Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="103"/>
        <source>2nd highest</source>
        <translation>zweithöchste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="103"/>
        <source>3rd highest</source>
        <translation>dritthöchste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="104"/>
        <source>4th highest</source>
        <translation>vierthöchste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="104"/>
        <source>5th highest</source>
        <translation>fünfthöchste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="104"/>
        <source>6th highest</source>
        <translation>sechsthöchste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="109"/>
        <source>higher</source>
        <translation>höher</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="109"/>
        <source>lower</source>
        <translation>tiefer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="132"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="140"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="200"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="248"/>
        <source>counts double</source>
        <translation>zählt doppelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="136"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="199"/>
        <source>{0} of 157 card points</source>
        <translation>{0} von 157 Kartenpunkten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="144"/>
        <source>deals</source>
        <translation>gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="147"/>
        <source>Handweis</source>
        <translation>Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="150"/>
        <source>Tischweis</source>
        <translation>Tischweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="157"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="176"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="220"/>
        <source>Card drawn</source>
        <translation>Gezogene Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="177"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="184"/>
        <source>%n rounds played · fewest points win</source>
        <translation>
            <numerusform>%n Runde gespielt · die wenigsten Punkte gewinnen</numerusform>
            <numerusform>%n Runden gespielt · die wenigsten Punkte gewinnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="186"/>
        <source>All rounds played · tie: draw a card</source>
        <translation>Alle Runden gespielt · Gleichstand: Karte ziehen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="188"/>
        <source>%n rounds · fewest points win</source>
        <translation>
            <numerusform>%n Runde · die wenigsten Punkte gewinnen</numerusform>
            <numerusform>%n Runden · die wenigsten Punkte gewinnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="191"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="206"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="206"/>
        <source>leading</source>
        <translation>Führung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="207"/>
        <source>Yellow: won, the fewest points</source>
        <translation>Gelb: gewonnen, die wenigsten Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="208"/>
        <source>Yellow: in the lead, the fewest points so far (who deals is written under his name)</source>
        <translation>Gelb: in Führung, bisher die wenigsten Punkte (wer gibt, steht unter seinem Namen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="232"/>
        <source>Weis, Stöck</source>
        <translation>Weis, Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="233"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="240"/>
        <source>Small: Handweis (HW), Tischweis (TW), Stöck (St); green minus, red plus. Big: the round&apos;s points.</source>
        <translation>Klein: Handweis (HW), Tischweis (TW), Stöck (St); grün minus, rot plus. Gross: die Punkte der Runde.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="242"/>
        <source>Small: Handweis (HW), Tischweis (TW); green minus, red plus. Big: the round&apos;s points.</source>
        <translation>Klein: Handweis (HW), Tischweis (TW); grün minus, rot plus. Gross: die Punkte der Runde.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="252"/>
        <source>Round counts double, or has fewer than 157 card points (a card left over)</source>
        <translation>Runde zählt doppelt, oder hat weniger als 157 Kartenpunkte (eine Karte übrig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="255"/>
        <source>Round with fewer than 157 card points (a card left over)</source>
        <translation>Runde mit weniger als 157 Kartenpunkten (eine Karte übrig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="256"/>
        <source>Round counts double</source>
        <translation>Runde zählt doppelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="29"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="274"/>
        <source>HW−{0}</source>
        <translation>HW−{0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="30"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="278"/>
        <source>TW+{0}</source>
        <translation>TW+{0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="31"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="282"/>
        <source>St−{0}</source>
        <translation>St−{0}</translation>
    </message>
</context>
<context>
    <name>MolotowEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="104"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="104"/>
        <source>Handweis −</source>
        <translation>Handweis −</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="104"/>
        <source>Tischweis +</source>
        <translation>Tischweis +</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="105"/>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="210"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="108"/>
        <source>Weis from the player&apos;s own hand: written as minus points (20, 50, 100 … or a sum of them)</source>
        <translation>Weis aus der eigenen Hand: wird als Minuspunkte geschrieben (20, 50, 100 … oder eine Summe davon)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="110"/>
        <source>Weis lying in a trick the player took: written as plus points</source>
        <translation>Weis in einem Stich, den der Spieler gemacht hat: wird als Pluspunkte geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="124"/>
        <source>Tie: draw a card</source>
        <translation>Gleichstand: Karte ziehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="151"/>
        <source>Start the order again</source>
        <translation>Reihenfolge neu beginnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="194"/>
        <source>{label}: type {plain}, not {value}: a Handweis is typed without a minus, the board subtracts it</source>
        <translation>{label}: {plain} tippen, nicht {value}: ein Handweis wird ohne Minus getippt, die Tafel zieht ihn ab</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="288"/>
        <source>Card points: {0} of 157 ({1} has the rest, {2})</source>
        <translation>Kartenpunkte: {0} von 157 ({1} hat den Rest, {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="291"/>
        <source>Card points: {0} of 157</source>
        <translation>Kartenpunkte: {0} von 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="324"/>
        <source>Tie on {0} between {1}</source>
        <translation>Gleichstand bei {0} zwischen {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="339"/>
        <source>Or record the cards drawn at the table: who drew the higher card?</source>
        <translation>Oder die am Tisch gezogenen Karten eintragen: wer zog die höhere Karte?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="342"/>
        <source>Or record the cards drawn at the table: name the players from the highest card down</source>
        <translation>Oder die am Tisch gezogenen Karten eintragen: die Spieler von der höchsten Karte abwärts nennen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="391"/>
        <source>Cards drawn: {0}</source>
        <translation>Gezogene Karten: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="429"/>
        <source>Round {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="430"/>
        <source>(counts double)</source>
        <translation>(zählt doppelt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="432"/>
        <source>This round counts double</source>
        <translation>Diese Runde zählt doppelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="461"/>
        <source>Card points missing for {0}</source>
        <translation>Kartenpunkte fehlen für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="507"/>
        <source>Recorded: {0}</source>
        <translation>Eingetragen: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="550"/>
        <source>card draw</source>
        <translation>Kartenziehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="551"/>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="561"/>
        <source>Board drew for the tie on {0}: {1}</source>
        <translation>Die Tafel zog beim Gleichstand bei {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="562"/>
        <source>Card draw for the tie on {0}: {1}</source>
        <translation>Kartenziehen beim Gleichstand bei {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="570"/>
        <source>Round {0} (counted double): {1}</source>
        <translation>Runde {0} (doppelt gezählt): {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="571"/>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="575"/>
        <source>Handweis {0} {1}</source>
        <translation>Handweis {0} {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="579"/>
        <source>Tischweis {0} {1}</source>
        <translation>Tischweis {0} {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="582"/>
        <source>Stöck {0}</source>
        <translation>Stöck {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="74"/>
        <source>Molotow: type each player&apos;s card points, Tab to the next (with 3, 4 or 6 players the last one&apos;s follow from the others&apos;); Tab on to Handweis and Tischweis; Enter writes the round.</source>
        <translation>Molotow: die Kartenpunkte jedes Spielers tippen, Tab zum nächsten (bei 3, 4 oder 6 Spielern ergeben sich die des letzten aus den anderen); weiter mit Tab zu Handweis und Tischweis; Enter schreibt die Runde.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="78"/>
        <source>{keys}: Stöck for player 1 … {n}.</source>
        <translation>{keys}: Stöck für Spieler 1 … {n}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="81"/>
        <source>A tie after the last round: {draw} lets the board draw the cards, or name the players from the highest card down with {keys}.</source>
        <translation>Gleichstand nach der letzten Runde: {draw} lässt die Tafel die Karten ziehen, oder die Spieler mit {keys} von der höchsten Karte abwärts nennen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="106"/>
        <source>Card points of the tricks the player took (0 … 157); with 3, 4 or 6 players the last empty field follows from the others&apos;</source>
        <translation>Kartenpunkte der Stiche, die der Spieler gemacht hat (0 … 157); bei 3, 4 oder 6 Spielern ergibt sich das letzte leere Feld aus den anderen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="111"/>
        <source>King and Ober of trump: 20 minus points (table setting)</source>
        <translation>König und Ober im Trumpf: 20 Minuspunkte (Tischregel)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="132"/>
        <source>Let the board draw the cards ({0})</source>
        <translation>Karten von der Tafel ziehen lassen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="136"/>
        <source>The board draws a card of the 36 for each tied player; the higher card wins (6 lowest, Ace highest; {0} &gt; {1} &gt; {2} &gt; {3})</source>
        <translation>Die Tafel zieht für jeden Gleichstehenden eine der 36 Karten; die höhere Karte gewinnt (6 am tiefsten, Ass am höchsten; {0} &gt; {1} &gt; {2} &gt; {3})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="187"/>
        <source>Card points {0}</source>
        <translation>Kartenpunkte {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="192"/>
        <source>Handweis {0}</source>
        <translation>Handweis {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="200"/>
        <source>Tischweis {0}</source>
        <translation>Tischweis {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="197"/>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="203"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="433"/>
        <source>%n rounds to play</source>
        <translation>
            <numerusform>noch %n Runde zu spielen</numerusform>
            <numerusform>noch %n Runden zu spielen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="441"/>
        <source>Name the tied players from the highest card down ({0}), or let the board draw ({1})</source>
        <translation>Die Gleichstehenden von der höchsten Karte abwärts nennen ({0}) oder die Tafel ziehen lassen ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="458"/>
        <source>Card points missing: type each player&apos;s card points of the round</source>
        <translation>Kartenpunkte fehlen: die Kartenpunkte jedes Spielers dieser Runde tippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="487"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} hat den Rest: {1}</translation>
    </message>
</context>
<context>
    <name>MolotowSheet</name>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="192"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
</context>
<context>
    <name>NamesDialog</name>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="60"/>
        <source>Names and details</source>
        <translation>Namen und Angaben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="65"/>
        <source>The seats, the teams, the variant, the table settings and the entries stay as they are.</source>
        <translation>Plätze, Teams, Jassart, Tischregeln und Einträge bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="79"/>
        <source>Players in seat order (the order of play)</source>
        <translation>Spieler in Sitzordnung (Spielreihenfolge)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="85"/>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="102"/>
        <source>For the sheet (optional)</source>
        <translation>Für das Blatt (freiwillig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="109"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="110"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="111"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="112"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="127"/>
        <source>&amp;Change</source>
        <translation>Ä&amp;ndern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="129"/>
        <source>Cance&amp;l</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="235"/>
        <source>Drop the changes?</source>
        <translation>Änderungen verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="236"/>
        <source>The names and details typed in this dialog are dropped; the match keeps its own.</source>
        <translation>Die in diesem Fenster getippten Namen und Angaben gehen verloren; die Partie behält ihre eigenen.</translation>
    </message>
</context>
<context>
    <name>NewCodeDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="411"/>
        <source>New table code</source>
        <translation>Neuer Tischcode</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="414"/>
        <source>The Oberjasser renewed the code of this table (Passe {0}, table {1}): the old one no longer works. The entries not yet sent wait on this computer. Type the table&apos;s new code (the Oberjasser has it):</source>
        <translation>Der Oberjasser hat den Code dieses Tisches erneuert (Passe {0}, Tisch {1}): der alte gilt nicht mehr. Die noch nicht geschickten Einträge warten auf diesem Computer. Den neuen Code des Tisches tippen (der Oberjasser hat ihn):</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="420"/>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
</context>
<context>
    <name>NewEveningDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="71"/>
        <source>New club evening</source>
        <translation>Neuer Vereinsabend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="71"/>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="79"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="82"/>
        <source>e.g. Rössli, Muri</source>
        <translation>z. B. Rössli, Muri</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="83"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="86"/>
        <source>optional, e.g. Donnschtig-Jass</source>
        <translation>freiwillig, z. B. Donnschtig-Jass</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="87"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="90"/>
        <source>the year of the date, or e.g. 2025/26</source>
        <translation>das Jahr des Datums, oder z. B. 2025/26</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="91"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="96"/>
        <source>Variant</source>
        <translation>Jassart</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="99"/>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="104"/>
        <source>Passen per table</source>
        <translation>Passen je Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="108"/>
        <source>as the draw gives</source>
        <translation>wie die Auslosung ergibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="109"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="111"/>
        <source>Table settings</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="200"/>
        <source>Date: {0} is not a day; type it as {1}</source>
        <translation>Datum: {0} ist kein Tag; so schreiben: {1}</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="506"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="713"/>
        <source>Filled in from the open match: change what should differ.</source>
        <translation>Von der offenen Partie übernommen: ändern, was anders sein soll.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="541"/>
        <source>The suit names on the board, and which presets are offered: Swisslos counts the suits of the French deck differently (Hearts and Diamonds ×1, Spades and Clubs ×2).</source>
        <translation>Die Farbnamen auf der Tafel und welche Vorlagen angeboten werden: Swisslos zählt die Farben der französischen Karten anders (Herz und Ecken ×1, Schaufel und Kreuz ×2).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="116"/>
        <source>Team {0} is called “{1}” but plays with {2} (seats {3}).</source>
        <translation>Team {0} heisst «{1}», spielt aber mit {2} (Plätze {3}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="570"/>
        <source>Players in seat order (the order of play)</source>
        <translation>Spieler in Sitzordnung (Spielreihenfolge)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="573"/>
        <source>The number of players is missing: type it</source>
        <translation>Die Anzahl Spieler fehlt: bitte eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="581"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="974"/>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="584"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="586"/>
        <source>Empty: each plays for themselves. A number: the players play in that many teams, partners sitting that many seats apart (6 players in 3 teams: seats 1 + 4, 2 + 5, 3 + 6); each team&apos;s points are typed together.</source>
        <translation>Leer: jeder spielt für sich. Eine Zahl: die Spieler spielen in so vielen Teams, Partner sitzen so viele Plätze auseinander (6 Spieler in 3 Teams: Plätze 1 + 4, 2 + 5, 3 + 6); die Punkte eines Teams werden zusammen eingegeben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="599"/>
        <source>empty: each for themselves</source>
        <translation>leer: jeder für sich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="609"/>
        <source>Table settings</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="613"/>
        <source>For the sheet (optional)</source>
        <translation>Für das Blatt (freiwillig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="616"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="625"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="619"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="626"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="621"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="626"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="625"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="629"/>
        <source>The day of the match, as {0}; any other text is printed as typed</source>
        <translation>Der Tag der Partie, z. B. {0}; anderer Text wird gedruckt, wie er getippt ist</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="710"/>
        <source>The names come from the open match ({0}); the game and its rules are the ones chosen here.</source>
        <translation>Die Namen kommen aus der offenen Partie ({0}); Jassart und Tischregeln sind die hier gewählten.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="716"/>
        <source>Filled in from the open match, without its rounds ({0} keeps them with other rules).</source>
        <translation>Von der offenen Partie übernommen, ohne ihre Runden ({0} behält sie bei anderen Regeln).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="847"/>
        <source>Any cards: the board of this game names no suit</source>
        <translation>Beliebige Karten: die Tafel dieses Spiels nennt keine Farbe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="854"/>
        <source>This game&apos;s board names no suit, so the cards make no difference here; the cards chosen for the other games stay as they were.</source>
        <translation>Die Tafel dieses Spiels nennt keine Farbe, die Karten machen hier keinen Unterschied; die für die anderen Spiele gewählten Karten bleiben, wie sie waren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="945"/>
        <source>This game is played by {0}.</source>
        <translation>Dieses Spiel spielen {0}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="1289"/>
        <source>Drop the new match?</source>
        <translation>Neue Partie verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="1290"/>
        <source>What is typed in this dialog is dropped.</source>
        <translation>Was in diesem Fenster eingegeben ist, geht verloren.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="230"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="572"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="941"/>
        <source>Number of players</source>
        <translation>Anzahl Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="653"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="655"/>
        <source>Cance&amp;l</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="963"/>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="238"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="956"/>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="244"/>
        <source>Deals first</source>
        <translation>Gibt zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="243"/>
        <source>Announces first</source>
        <translation>Sagt zuerst an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="96"/>
        <source>Team {0}</source>
        <translation>Team {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="161"/>
        <source>Team {0} (seats {1})</source>
        <translation>Team {0} (Plätze {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="535"/>
        <source>&amp;Variant</source>
        <translation>&amp;Jassart</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="551"/>
        <source>&amp;Preset</source>
        <translation>&amp;Vorlage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="544"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="339"/>
        <source>{label}: more digits than any score (at most {digits})</source>
        <translation>{label}: mehr Ziffern als jeder Punktestand (höchstens {digits})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="348"/>
        <source>{label}: the thousands mark separates groups of three digits (1&apos;234)</source>
        <translation>{label}: Das Tausenderzeichen trennt Dreiergruppen von Ziffern (1&apos;234)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="351"/>
        <source>{label}: in “{text}” the thousands mark is misplaced: it separates groups of three digits (1&apos;234)</source>
        <translation>{label}: In «{text}» steht das Tausenderzeichen falsch: es trennt Dreiergruppen von Ziffern (1&apos;234)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="356"/>
        <source>{label}: not a whole number</source>
        <translation>{label}: keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="360"/>
        <source>{label}: “{text}” is not a whole number: a thousands mark is written &apos; (1&apos;000)</source>
        <translation>{label}: «{text}» ist keine ganze Zahl: das Tausenderzeichen ist &apos; (1&apos;000)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="362"/>
        <source>{label}: “{text}” is not a whole number</source>
        <translation>{label}: «{text}» ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="389"/>
        <source>{maximum} ({why})</source>
        <translation>{maximum} ({why})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="391"/>
        <source>{label}: at most {maximum}</source>
        <translation>{label}: höchstens {maximum}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="393"/>
        <source>{label}: at most {maximum}, not {value}</source>
        <translation>{label}: höchstens {maximum}, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="402"/>
        <source>{label}: at least {minimum}</source>
        <translation>{label}: mindestens {minimum}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="404"/>
        <source>{label}: at least {minimum}, not {value}</source>
        <translation>{label}: mindestens {minimum}, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="436"/>
        <source>{label} missing</source>
        <translation>{label} fehlt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="342"/>
        <source>{label}: {text} has more digits than any score (at most {digits})</source>
        <translation>{label}: {text} hat mehr Ziffern als jeder Punktestand (höchstens {digits})</translation>
    </message>
</context>
<context>
    <name>PageSetupDialog</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="251"/>
        <source>Page setup</source>
        <translation>Seite einrichten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="258"/>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="259"/>
        <source>Por&amp;trait</source>
        <translation>&amp;Hochformat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="260"/>
        <source>&amp;Landscape</source>
        <translation>&amp;Querformat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="266"/>
        <source>Orientation</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="270"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="271"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
</context>
<context>
    <name>PandurBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="74"/>
        <source>Pandur board</source>
        <translation>Pandur-Tafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="203"/>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="410"/>
        <source>{0} won</source>
        <translation>{0} gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="204"/>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="410"/>
        <source>{0} inherited</source>
        <translation>{0} geerbt</translation>
    </message>
</context>
<context>
    <name>PandurEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="187"/>
        <source>Declarer</source>
        <translation>Spielübernehmer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="197"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="215"/>
        <source>Bid</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="252"/>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="247"/>
        <source>Numeric bids: the declarer&apos;s card points (of 157); with his Weis the board decides made or failed</source>
        <translation>Zahlenangebote: die Kartenpunkte des Spielübernehmers (von 157); mit seinem Weis entscheidet die Tafel, ob gemacht oder verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="269"/>
        <source>An opponent showed a higher Weis: the declarer&apos;s Weis does not count</source>
        <translation>Ein Gegner hat einen höheren Weis gezeigt: der Weis des Spielübernehmers zählt nicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="242"/>
        <source>or points</source>
        <translation>oder Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="304"/>
        <source>The declarer led before his bid was confirmed as the highest: failed</source>
        <translation>Der Spielübernehmer hat ausgespielt, bevor sein Angebot als das höchste bestätigt war: verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="293"/>
        <source>Fault by</source>
        <translation>Fehler von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="393"/>
        <source>{0} deals and sits out this deal</source>
        <translation>{0} gibt und setzt in diesem Spiel aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="395"/>
        <source>{0} has reached 15 and left the table</source>
        <translation>{0} hat 15 erreicht und den Tisch verlassen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="276"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="818"/>
        <source>no bid (deal {0})</source>
        <translation>kein Angebot (Spiel {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="820"/>
        <source>misdeal (deal {0})</source>
        <translation>Vergeben (Spiel {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="821"/>
        <source>deal {0} ({1} {2})</source>
        <translation>Spiel {0} ({1} {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="835"/>
        <source>Deal {0}: {1} misdeals and deals again → {2}</source>
        <translation>Spiel {0}: {1} vergibt und gibt nochmals → {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="552"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="685"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="838"/>
        <source>no bid</source>
        <translation>kein Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="99"/>
        <source>Pandur: {declarer} the declarer; type the bid (a number, or mo, mm, po, pm for Misère ohne / mit and Pandur ohne / mit); {made} made, {failed} failed, or Tab to the declarer&apos;s card points and his Weis ({beaten}: beaten); {fault} a fault by player 1 … 4, {premature} premature lead; Enter writes. {no_bid} no bid, {misdeal} misdeal: written at once.</source>
        <translation>Pandur: {declarer} der Spielübernehmer; das Angebot tippen (eine Zahl oder mo, mm, po, pm für Misère ohne / mit und Pandur ohne / mit); {made} gemacht, {failed} verloren, oder mit Tab zu den Kartenpunkten des Spielübernehmers und seinem Weis ({beaten}: überboten); {fault} ein Fehler von Spieler 1 … 4, {premature} zu früh ausgespielt; Enter schreibt. {no_bid} kein Angebot, {misdeal} vergeben: wird sofort geschrieben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="313"/>
        <source>Fault by {0} (strict rule): by the declarer the bid fails, by an opponent it is made ({1})</source>
        <translation>Fehler von {0} (strengrechtlich): beim Spielübernehmer ist das Spiel verloren, bei einem Gegner gemacht ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="320"/>
        <source>Nobody bid: the dealer inherits, the next player deals. Written at once</source>
        <translation>Niemand hat geboten: der Geber erbt, der nächste Spieler gibt. Wird sofort geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="326"/>
        <source>The dealer misdealt: nothing is written, he deals again. Written at once</source>
        <translation>Der Geber hat vergeben: nichts wird geschrieben, er gibt nochmals. Wird sofort geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="474"/>
        <source>{0} score points</source>
        <translation>{0} Schreibpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="598"/>
        <source>sits out and inherits {0}</source>
        <translation>setzt aus und erbt {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="695"/>
        <source>premature lead: </source>
        <translation>zu früh ausgespielt: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="696"/>
        <source>fault by {0}: </source>
        <translation>Fehler von {0}: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="700"/>
        <source>{0} {1} {2}: </source>
        <translation>{0} {1} {2}: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="707"/>
        <source>{0} + Weis {1} beaten (cancelled) = {2}</source>
        <translation>{0} + Weis {1} überboten (gestrichen) = {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="714"/>
        <source>made, {0} +{1}</source>
        <translation>gemacht, {0} +{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="718"/>
        <source>failed, {0} +{1}</source>
        <translation>verloren, {0} +{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="720"/>
        <source>failed, {0} +{1} each</source>
        <translation>verloren, {0} je +{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="732"/>
        <source>Made</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="734"/>
        <source>Failed</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="736"/>
        <source>Premature lead</source>
        <translation>Zu früh ausgespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="402"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="739"/>
        <source>Fault by {0}</source>
        <translation>Fehler von {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="752"/>
        <source>{0} instead of the {1} card points and the Weis {2} typed</source>
        <translation>
            <numerusform>{0} statt des getippten {1} Kartenpunkts und Weis {2}</numerusform>
            <numerusform>{0} statt der getippten {1} Kartenpunkte und Weis {2}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="755"/>
        <source>{0} instead of the {1} card points typed</source>
        <translation>
            <numerusform>{0} statt des getippten {1} Kartenpunkts</numerusform>
            <numerusform>{0} statt der getippten {1} Kartenpunkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="758"/>
        <source>{0} instead of the Weis {1} typed</source>
        <translation>{0} statt des getippten Weises {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="764"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="864"/>
        <source>{0} inherits {1}</source>
        <translation>{0} erbt {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="842"/>
        <source>premature lead</source>
        <translation>zu früh ausgespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="843"/>
        <source>fault by {0}</source>
        <translation>Fehler von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="845"/>
        <source>{0} + Weis {1} beaten</source>
        <translation>{0} + Weis {1} überboten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="705"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="847"/>
        <source>{0} + Weis {1} = {2}</source>
        <translation>{0} + Weis {1} = {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="851"/>
        <source>made</source>
        <translation>gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="851"/>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="852"/>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="854"/>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="862"/>
        <source>nothing inherited after the misdeal</source>
        <translation>kein Erben nach dem Vergeben</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="917"/>
        <source>Deal {0}: {1} deals again; {2} play ({3} reached 15)</source>
        <translation>
            <numerusform>Spiel {0}: {1} gibt nochmals; es spielen {2} ({3} hat 15 erreicht)</numerusform>
            <numerusform>Spiel {0}: {1} gibt nochmals; es spielen {2} ({3} haben 15 erreicht)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="921"/>
        <source>Deal {0}: {1} deals again and sits out (inherits {2}); {3} bid</source>
        <translation>Spiel {0}: {1} gibt nochmals und setzt aus (erbt {2}); {3} bieten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="923"/>
        <source>Deal {0}: {1} deals and sits out (inherits {2}); {3} bid</source>
        <translation>Spiel {0}: {1} gibt und setzt aus (erbt {2}); {3} bieten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="866"/>
        <source>{0} reaches 15</source>
        <translation>
            <numerusform>{0} erreicht 15</numerusform>
            <numerusform>{0} erreichen 15</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="869"/>
        <source>{0} is the loser</source>
        <translation>{0} verliert die Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="872"/>
        <source>{0}; {1}</source>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="873"/>
        <source>Deal {0} ({1} deals): {2} → {3}</source>
        <translation>Spiel {0} ({1} gibt): {2} → {3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="903"/>
        <source>{0}. The match is over.</source>
        <translation>{0}. Die Partie ist beendet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="919"/>
        <source>Deal {0}: {1} deals; {2} play ({3} reached 15)</source>
        <translation>
            <numerusform>Spiel {0}: {1} gibt; es spielen {2} ({3} hat 15 erreicht)</numerusform>
            <numerusform>Spiel {0}: {1} gibt; es spielen {2} ({3} haben 15 erreicht)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="180"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="398"/>
        <source>{0} took the bid ({1})</source>
        <translation>{0} hat das Spiel übernommen ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="198"/>
        <source>Bid missing: type it (150, or mo, mm, po, pm) or click it on the ladder</source>
        <translation>Angebot fehlt: tippen (150 oder mo, mm, po, pm) oder in der Liste anklicken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="203"/>
        <source>Type the bid: a number, or mo = Misère ohne, mm = Misère mit, po = Pandur ohne, pm = Pandur mit; or click it on the ladder</source>
        <translation>Angebot tippen: eine Zahl oder mo = Misère ohne, mm = Misère mit, po = Pandur ohne, pm = Pandur mit; oder in der Liste anklicken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="222"/>
        <source>Made ({0})</source>
        <translation>Gemacht ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="224"/>
        <source>The declarer made his bid</source>
        <translation>Der Spielübernehmer hat sein Angebot gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="225"/>
        <source>Failed ({0})</source>
        <translation>Verloren ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="227"/>
        <source>The declarer failed: each opponent writes</source>
        <translation>Der Spielübernehmer hat verloren: jeder Gegner schreibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="243"/>
        <source>Card points of the declarer</source>
        <translation>Kartenpunkte des Spielübernehmers</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="260"/>
        <source>4 Bauern</source>
        <translation>Vier Bauern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="267"/>
        <source>beaten ({0})</source>
        <translation>überboten ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="300"/>
        <source>Premature lead ({0})</source>
        <translation>Zu früh ausgespielt ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="318"/>
        <source>No bid ({0})</source>
        <translation>Kein Angebot ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="323"/>
        <source>Misdeal ({0})</source>
        <translation>Vergeben ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="334"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="401"/>
        <source>Declarer {0}</source>
        <translation>Spielübernehmer {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="551"/>
        <source>Deal {0} written: {1}</source>
        <translation>Spiel {0} geschrieben: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="554"/>
        <source>Deal {0} written: misdeal, {1} deals again</source>
        <translation>Spiel {0} geschrieben: vergeben, {1} gibt nochmals</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="579"/>
        <source>Nothing to write yet: choose the declarer first ({0})</source>
        <translation>Noch nichts zu schreiben: zuerst den Spielübernehmer wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="581"/>
        <source>Deal {0} is written. For deal {1} choose the declarer first ({2})</source>
        <translation>Spiel {0} ist geschrieben. Für Spiel {1} zuerst den Spielübernehmer wählen ({2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="597"/>
        <source>Deals again</source>
        <translation>Gibt nochmals</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="597"/>
        <source>Deals</source>
        <translation>Gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="622"/>
        <source>Choose the declarer ({0})</source>
        <translation>Spielübernehmer wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="650"/>
        <source>Made or failed ({0} / {1}), or type the declarer&apos;s card points</source>
        <translation>Gemacht oder verloren ({0} / {1}), oder die Kartenpunkte des Spielübernehmers tippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="652"/>
        <source>Made or failed? ({0} / {1})</source>
        <translation>Gemacht oder verloren? ({0} / {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="661"/>
        <source>The Weis field holds all of the declarer&apos;s Weis together: type their total (100 + 50: 150), or add each Weis with its button (+20 … +200).</source>
        <translation>Das Weisfeld hält alle Weis des Spielübernehmers zusammen: ihr Total tippen (100 + 50: 150) oder jeden Weis mit seinem Knopf dazuzählen (+20 … +200).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="687"/>
        <source>misdeal: nothing is written, the dealer deals again</source>
        <translation>vergeben: nichts wird geschrieben, der Geber gibt nochmals</translation>
    </message>
</context>
<context>
    <name>PandurSheet</name>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="355"/>
        <source>Contract</source>
        <translation>Ansage</translation>
    </message>
</context>
<context>
    <name>PaperResultDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="133"/>
        <source>Correct result · Passe {0}, table {1}</source>
        <translation>Ergebnis korrigieren · Passe {0}, Tisch {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="134"/>
        <source>Correct</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="136"/>
        <source>Paper result · Passe {0}, table {1}</source>
        <translation>Ergebnis vom Blatt · Passe {0}, Tisch {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="137"/>
        <source>Record</source>
        <translation>Erfassen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="231"/>
        <source>The final figures from the sheet, per team.</source>
        <translation>Die Schlusszahlen vom Blatt, je Team.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="232"/>
        <source>The final figures from the sheet, per player.</source>
        <translation>Die Schlusszahlen vom Blatt, je Spieler.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="170"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="149"/>
        <source>Passe {0}, table {1} ({2})</source>
        <translation>Passe {0}, Tisch {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="170"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="179"/>
        <source>Team {0}: {1}</source>
        <translation>Team {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="182"/>
        <source>Team {0} ({1})</source>
        <translation>Team {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="209"/>
        <source>Why? (kept with the correction, optional)</source>
        <translation>Warum? (wird mit der Korrektur festgehalten, freiwillig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="222"/>
        <source>{0} against {1}</source>
        <translation>{0} gegen {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="229"/>
        <source>The final figures of the match, per team.</source>
        <translation>Die Schlusszahlen der Partie, je Team.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="230"/>
        <source>The final figures of the match, per player.</source>
        <translation>Die Schlusszahlen der Partie, je Spieler.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="253"/>
        <source>{field} for {who}</source>
        <translation>{field} für {who}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="255"/>
        <source>{label}: the field is empty; type the figure from the sheet (an empty field is not 0)</source>
        <translation>{label}: das Feld ist leer; die Zahl vom Blatt eintippen (ein leeres Feld ist nicht 0)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="268"/>
        <source>Net Striche (Striche − Nuller) and the ranks at the table are worked out.</source>
        <translation>Netto-Striche (Striche − Nuller) und die Ränge am Tisch werden berechnet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="271"/>
        <source>Give the rank of every player: the order of reaching 15, which is not in the score points. Two who reached 15 in the same deal share a place and take the next one too (1, 1, 3, 4); the last one left, the loser, ranks last.</source>
        <translation>Geben Sie den Rang jedes Spielers an: die Reihenfolge, in der sie 15 erreichten; sie steht nicht in den Schreibpunkten. Zwei, die im selben Spiel 15 erreichten, teilen sich einen Platz und belegen auch den nächsten (1, 1, 3, 4); der Letzte, der übrig bleibt, der Verlierer, kommt zuletzt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="280"/>
        <source>Each player of a team gets the team&apos;s figures; the ranks at the table are worked out from the points.</source>
        <translation>Jeder Spieler eines Teams erhält die Zahlen des Teams; die Ränge am Tisch werden aus den Punkten berechnet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="282"/>
        <source>The ranks at the table are worked out from the figures.</source>
        <translation>Die Ränge am Tisch werden aus den Zahlen berechnet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="367"/>
        <source>{0} has no result at this table</source>
        <translation>{0} hat an diesem Tisch kein Ergebnis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="395"/>
        <source>Passe {0}, table {1} has a result already, recorded meanwhile: correct it with Correct result…, or close this dialog with Cancel and choose another table.</source>
        <translation>Passe {0}, Tisch {1} hat inzwischen schon ein Resultat: korrigieren Sie es mit «Ergebnis korrigieren…», oder schliessen Sie dieses Fenster mit «Abbrechen» und wählen Sie einen anderen Tisch.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="399"/>
        <source>Nothing was changed.</source>
        <translation>Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="276"/>
        <source>The total from the sheet: Domino points − penalty points (without Domino: minus the penalty points, e.g. −185). The ranks at the table are worked out: the highest total first.</source>
        <translation>Das Total vom Blatt: Dominopunkte − Strafpunkte (ohne Domino: minus die Strafpunkte, z. B. −185). Die Ränge am Tisch werden berechnet: das höchste Total zuerst.</translation>
    </message>
</context>
<context>
    <name>PointsTable</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="296"/>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="357"/>
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="803"/>
        <source>Notes</source>
        <translation>Bemerkungen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="836"/>
        <source>⋮ %n earlier rounds</source>
        <translation>
            <numerusform>⋮ %n frühere Runde</numerusform>
            <numerusform>⋮ %n frühere Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreviewLine</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="234"/>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="236"/>
        <source>writes: {0}</source>
        <translation>schreibt: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="266"/>
        <source>Enter would be refused: {0}</source>
        <translation>Enter würde abgelehnt: {0}</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="176"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="181"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="183"/>
        <source>&amp;Blank sheet (PDF)</source>
        <translation>&amp;Leeres Blatt (PDF)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="219"/>
        <source>Swiss German cards (Acorns, Roses …)</source>
        <translation>Deutschschweizer Karten (Eicheln, Rosen …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="220"/>
        <source>French cards (Clubs, Spades …)</source>
        <translation>Französische Karten (Kreuz, Schaufel …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="296"/>
        <source>Print match sheet</source>
        <translation>Partieblatt drucken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="349"/>
        <source>Sent to the printer {0}</source>
        <translation>An den Drucker {0} geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="376"/>
        <location filename="../../jasstafel/ui/printmenu.py" line="381"/>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="172"/>
        <source>Not printed</source>
        <translation>Nicht gedruckt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="397"/>
        <source>Export match sheet as PDF</source>
        <translation>Partieblatt als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="410"/>
        <source>CSV with semicolons (*.csv)</source>
        <translation>CSV mit Strichpunkten (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="410"/>
        <source>CSV with commas (*.csv)</source>
        <translation>CSV mit Kommas (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="428"/>
        <location filename="../../jasstafel/ui/printmenu.py" line="440"/>
        <source>Export entries as CSV</source>
        <translation>Einträge als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="441"/>
        <source>{0} exists already (the board&apos;s CSV beside the entries). Replace it?</source>
        <translation>{0} gibt es schon (die CSV-Datei der Tafel neben den Einträgen). Ersetzen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="457"/>
        <source>Blank sheet as PDF</source>
        <translation>Leeres Blatt als PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="487"/>
        <source>blank</source>
        <comment>the last word of a blank sheet&apos;s file name: schieber-turnier-blank.pdf</comment>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="498"/>
        <source>Not written</source>
        <translation>Nicht geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="356"/>
        <source>Written: {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="154"/>
        <source>board</source>
        <comment>the word after the name of the board&apos;s CSV file beside the entries&apos;: abend-board.csv</comment>
        <translation>tafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="179"/>
        <source>Export P&amp;DF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="187"/>
        <source>Sheet se&amp;ttings…</source>
        <translation>Blatt&amp;einstellungen…</translation>
    </message>
</context>
<context>
    <name>Punktetafel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="43"/>
        <source>1 round</source>
        <translation>1 Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="43"/>
        <source>{0} rounds</source>
        <translation>{0} Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="54"/>
        <source>{0} win (tie) with {1}</source>
        <translation>{0} gewinnen (gleichauf) mit {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="62"/>
        <source>Round {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="64"/>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="70"/>
        <source>{0}: tie on {1}, a lead of {2} is needed: play on</source>
        <translation>{0}: Gleichstand bei {1}, {2} Vorsprung nötig: weiterspielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="56"/>
        <source>Won by {0} with {1}</source>
        <translation>Sieger: {0} mit {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="58"/>
        <source>{1} (closed after {0})</source>
        <translation>{1} (abgeschlossen nach {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="72"/>
        <source>{0}: {1} ahead by {2}, {3} needed: play on</source>
        <translation>{0}: {1} vorn mit {2}, {3} nötig: weiterspielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="75"/>
        <source>{0}: first to {1}</source>
        <translation>{0}: wer zuerst {1} hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="76"/>
        <source>{0}: ends at {1}, lowest wins</source>
        <translation>{0}: endet bei {1}, die wenigsten Punkte gewinnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="78"/>
        <source>{0}: no target, close the board to end it</source>
        <translation>{0}: kein Ziel, zum Beenden die Tafel abschliessen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="87"/>
        <source>target {0}</source>
        <translation>Ziel {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="89"/>
        <source>lead of {0}</source>
        <translation>{0} Vorsprung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="92"/>
        <source>highest wins</source>
        <translation>die meisten Punkte gewinnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="92"/>
        <source>lowest wins</source>
        <translation>die wenigsten Punkte gewinnen</translation>
    </message>
</context>
<context>
    <name>PunktetafelBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="102"/>
        <source>Punktetafel board</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="135"/>
        <source>To target</source>
        <translation>Bis zum Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="132"/>
        <source>Behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="116"/>
        <source>closed by the scorekeeper</source>
        <translation>vom Schreiber abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="132"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="146"/>
        <source>Finished after {0} · {1}</source>
        <translation>Beendet nach {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="151"/>
        <source>Punktetafel</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="153"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="159"/>
        <source>Small: the total so far. Big: the round&apos;s points.</source>
        <translation>Klein: das Total bisher. Gross: die Punkte der Runde.</translation>
    </message>
</context>
<context>
    <name>PunktetafelEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="79"/>
        <source>Note</source>
        <translation>Bemerkung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="86"/>
        <source>optional, e.g. penalty, Match, trump …</source>
        <translation>freiwillig, z. B. Strafe, Match, Trumpf …</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="98"/>
        <source>End the match where it stands: the totals as they are decide ({0})</source>
        <translation>Die Partie beim jetzigen Stand beenden: die Totale entscheiden, wie sie sind ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="116"/>
        <source>Board closed: Undo ({0}) reopens it</source>
        <translation>Tafel abgeschlossen: Rückgängig ({0}) öffnet sie wieder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="139"/>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="138"/>
        <source>Round {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="185"/>
        <source>This entry closes the board. To play on, delete it in the history.</source>
        <translation>Dieser Eintrag schliesst die Tafel ab. Zum Weiterspielen im Verlauf löschen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="222"/>
        <source>closing the board</source>
        <translation>Abschluss der Tafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="223"/>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="228"/>
        <source>Board closed after {0}</source>
        <translation>Tafel abgeschlossen nach {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="230"/>
        <source>Round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="50"/>
        <source>Punktetafel: type each side&apos;s points (0 for none, - for minus points), Tab to the next side, then the note; Enter writes the round. {close} closes the board (the totals as they stand decide).</source>
        <translation>Punktetafel: die Punkte jeder Partei tippen (0 für keine, - für Minuspunkte), Tab zur nächsten Partei, dann die Bemerkung; Enter schreibt die Runde. {close} schliesst die Tafel ab (die Totale entscheiden, wie sie stehen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="62"/>
        <source>Points of the round; minus allowed (type -); 0 when the side made none. Tab: next side, Enter: write</source>
        <translation>Punkte der Runde; minus erlaubt (- tippen); 0, wenn die Partei keine gemacht hat. Tab: nächste Partei, Enter: schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="72"/>
        <source>Points {0}</source>
        <translation>Punkte {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="142"/>
        <source>%n rounds to play</source>
        <translation>
            <numerusform>noch %n Runde zu spielen</numerusform>
            <numerusform>noch %n Runden zu spielen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="155"/>
        <source>Close the board: the only way to end it ({0})</source>
        <translation>Tafel abschliessen: nur so endet sie ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="156"/>
        <source>Close the board early ({0})</source>
        <translation>Tafel vorzeitig abschliessen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="170"/>
        <source>Points missing: type every side&apos;s points of the round (0 for none)</source>
        <translation>Punkte fehlen: die Punkte jeder Partei dieser Runde tippen (0 für keine)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="174"/>
        <source>Points missing for {0} (type 0 for none)</source>
        <translation>Punkte fehlen für {0} (0 tippen für keine)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="41"/>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="42"/>
        <source>Symlink</source>
        <translation>Verknüpfung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="43"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="36"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="37"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="50"/>
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="549"/>
        <source>Each Passe: under Rankings</source>
        <translation>Jede Passe: unter Ranglisten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="582"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="584"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="586"/>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="602"/>
        <source>No results yet.</source>
        <translation>Noch keine Ergebnisse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/rankings.py" line="645"/>
        <source>%n notes</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="648"/>
        <source>Hide the notes on the marked figures</source>
        <translation>Hinweise zu den markierten Zahlen ausblenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="649"/>
        <source>Show the notes: why figures are marked ° (other table rules) or † (an unfinished match)</source>
        <translation>Hinweise zeigen: warum Zahlen mit ° (andere Tischregeln) oder † (nicht beendete Partie) markiert sind</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="708"/>
        <source>Evening ranking · {0} · {1}</source>
        <translation>Abendrangliste · {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="717"/>
        <source>ranking</source>
        <translation>rangliste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="719"/>
        <source>season</source>
        <translation>saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="742"/>
        <source>Export ranking as PDF</source>
        <translation>Rangliste als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="756"/>
        <location filename="../../jasstafel/ui/club/rankings.py" line="790"/>
        <source>Not written</source>
        <translation>Nicht geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="765"/>
        <source>CSV with semicolons (*.csv)</source>
        <translation>CSV mit Strichpunkten (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="765"/>
        <source>CSV with commas (*.csv)</source>
        <translation>CSV mit Kommas (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="775"/>
        <source>Export ranking as CSV</source>
        <translation>Rangliste als CSV exportieren</translation>
    </message>
</context>
<context>
    <name>RankingTable</name>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="222"/>
        <source>{0}: decides the order ({1} is better)</source>
        <translation>{0}: entscheidet die Reihenfolge ({1} ist besser)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="224"/>
        <source>lower</source>
        <translation>tiefer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="224"/>
        <source>higher</source>
        <translation>höher</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="265"/>
        <source>Sat out every Passe of this evening: his own average evening of those he played</source>
        <translation>Setzte an diesem Abend jede Passe aus: sein eigener Durchschnittsabend aus den Abenden, die er gespielt hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="270"/>
        <source>Sat out every Passe played so far by the draw: he has played none yet, so he has no rank and no figures for now (no Passe of his own to average yet; the next Passe may seat him); in the season this evening counts as his own average evening as long as he has played none of it.</source>
        <translation>Setzte nach der Auslosung bisher jede gespielte Passe aus: er hat noch keine gespielt, hat also vorläufig keinen Rang und keine Zahlen (noch keine eigene Passe für einen Durchschnitt; in der nächsten Passe kann ihn die Auslosung an einen Tisch setzen); in der Saison zählt dieser Abend als sein eigener Durchschnittsabend, solange er keine Passe davon gespielt hat.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="278"/>
        <source>Sat out every Passe by the draw: he played none, so he has no rank and no figures this evening (no Passe of his own to average); in the season this evening counts as his own average evening.</source>
        <translation>Setzte nach der Auslosung jede Passe aus: er spielte keine, hat an diesem Abend also keinen Rang und keine Zahlen (keine eigene Passe für einen Durchschnitt); in der Saison zählt dieser Abend als sein eigener Durchschnittsabend.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="289"/>
        <source>{0} (not active)</source>
        <translation>{0} (nicht aktiv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="217"/>
        <source>Sit-out credit of {0}: the member&apos;s own average Passe for each Passe sat out</source>
        <translation>Gutschrift fürs Aussetzen bei {0}: für jede ausgesetzte Passe die eigene Durchschnittspasse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="286"/>
        <source>{0}: a guest (in this evening&apos;s ranking, not in the season&apos;s)</source>
        <translation>{0}: ein Gast (in der Rangliste dieses Abends, nicht in jener der Saison)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="433"/>
        <source>Credit</source>
        <translation>Gutschrift</translation>
    </message>
</context>
<context>
    <name>RankingsPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="815"/>
        <source>Ranking of</source>
        <translation>Rangliste von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="844"/>
        <source>Count the best</source>
        <translation>Zählen: die besten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="831"/>
        <location filename="../../jasstafel/ui/club/rankings.py" line="835"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="845"/>
        <source>of the first</source>
        <translation>der ersten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="846"/>
        <source>evenings; drop the worst</source>
        <translation>Abende; Streichresultate</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="839"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="847"/>
        <source>Each evening gives</source>
        <translation>Jeder Abend gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="842"/>
        <source>rank points</source>
        <translation>Rangpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="843"/>
        <source>its points</source>
        <translation>seine Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="886"/>
        <source>Club name on the printed ranking: {0}</source>
        <translation>Vereinsname auf der gedruckten Rangliste: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="888"/>
        <source>Change club name…</source>
        <translation>Vereinsname ändern…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="890"/>
        <source>The printed ranking has no club name.</source>
        <translation>Die gedruckte Rangliste hat keinen Vereinsnamen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="891"/>
        <source>Club name…</source>
        <translation>Vereinsname…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="902"/>
        <source>Season {0}</source>
        <translation>Saison {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="905"/>
        <source>Evening {0} · {1}</source>
        <translation>Abend {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="938"/>
        <source>No evening yet.</source>
        <translation>Noch kein Abend.</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="466"/>
        <source>Continue a match?</source>
        <translation>Eine Partie weiterspielen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="467"/>
        <source>Unsaved matches</source>
        <translation>Ungespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="552"/>
        <source>This is the copy of {0} with every entry of the window that could not save it: {0} was changed elsewhere, and the copy never writes over it. Continue it, save it under another name, or discard the copy.</source>
        <translation>Dies ist die Kopie von {0} mit jedem Eintrag des Fensters, das sie nicht speichern konnte: {0} wurde anderswo geändert, und die Kopie schreibt nie darüber. Weiterspielen, unter einem anderen Namen speichern oder die Kopie verwerfen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="557"/>
        <source>This is the copy of {0} with every entry: the file could not take the last ones. Continue it (into {0} as soon as it can be written), save it under a name, or discard the copy.</source>
        <translation>Dies ist die Kopie von {0} mit jedem Eintrag: Die Datei konnte die letzten nicht aufnehmen. Weiterspielen (in {0}, sobald die Datei geschrieben werden kann), unter einem Namen speichern oder die Kopie verwerfen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="562"/>
        <source>This is the copy of a named match with every entry: its file could not take the last ones. Continue it, save it under a name, or discard the copy.</source>
        <translation>Dies ist die Kopie einer benannten Partie mit jedem Eintrag: Ihre Datei konnte die letzten nicht aufnehmen. Weiterspielen, unter einem Namen speichern oder die Kopie verwerfen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="566"/>
        <source>These are copies of named matches with every entry: their files could not take the last ones (each row says which). Continue one, save it under a name, or discard it.</source>
        <translation>Dies sind Kopien benannter Partien mit jedem Eintrag: Ihre Dateien konnten die letzten nicht aufnehmen (jede Zeile sagt, welche). Eine weiterspielen, unter einem Namen speichern oder verwerfen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="609"/>
        <source>Its file could not be saved: this copy has every entry</source>
        <translation>Die Datei dieser Partie konnte nicht gespeichert werden: diese Kopie hat jeden Eintrag</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="612"/>
        <source>Could not be saved to {0}, which was changed elsewhere; another copy of it disagrees with this one from entry {1} on</source>
        <translation>Konnte nicht in {0} gespeichert werden, weil die Datei anderswo geändert wurde; eine andere Kopie davon weicht ab Eintrag {1} von dieser ab</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="615"/>
        <source>Could not be saved to {0}; another copy of it disagrees with this one from entry {1} on</source>
        <translation>Konnte nicht in {0} gespeichert werden; eine andere Kopie davon weicht ab Eintrag {1} von dieser ab</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="619"/>
        <source>Could not be saved to {0}, which was changed elsewhere: this copy has every entry of the window that could not save it</source>
        <translation>Konnte nicht in {0} gespeichert werden, weil die Datei anderswo geändert wurde: diese Kopie hat jeden Eintrag des Fensters, das nicht speichern konnte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="623"/>
        <source>Could not be saved to {0}: this copy has every entry</source>
        <translation>Konnte nicht in {0} gespeichert werden: diese Kopie hat jeden Eintrag</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="385"/>
        <location filename="../../jasstafel/ui/recovery.py" line="634"/>
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="384"/>
        <source>%n entries and a round begun</source>
        <translation>
            <numerusform>%n Eintrag und eine angefangene Runde</numerusform>
            <numerusform>%n Einträge und eine angefangene Runde</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="484"/>
        <source>Jasstafel was not closed properly last time. The match that was open then can be continued with every entry that was saved (and the round being typed then, where its row says so), and so can the matches kept unsaved on purpose.</source>
        <translation>Jasstafel wurde letztes Mal nicht richtig beendet. Die Partie, die damals offen war, kann mit jedem gespeicherten Eintrag weitergespielt werden (und mit der damals angefangenen Runde, wo ihre Zeile es sagt), ebenso die absichtlich ungespeichert behaltenen Partien.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="488"/>
        <source>Jasstafel was not closed properly last time. The match below can be continued with every entry that was saved, and the round being typed then where its row says so.</source>
        <translation>Jasstafel wurde letztes Mal nicht richtig beendet. Die Partie unten kann mit jedem gespeicherten Eintrag weitergespielt werden, und mit der damals angefangenen Runde, wo ihre Zeile es sagt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="492"/>
        <source>Jasstafel was not closed properly last time. These matches can be continued with every entry that was saved, and the round being typed then where its row says so.</source>
        <translation>Jasstafel wurde letztes Mal nicht richtig beendet. Diese Partien können mit jedem gespeicherten Eintrag weitergespielt werden, und mit der damals angefangenen Runde, wo ihre Zeile es sagt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="545"/>
        <source>This match is not saved in a file yet. Continue it, save it in a file, or discard it.</source>
        <translation>Diese Partie ist noch in keiner Datei gespeichert. Weiterspielen, in einer Datei speichern oder verwerfen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="547"/>
        <source>These matches are not saved in a file yet. Continue one, save it in a file, or discard it.</source>
        <translation>Diese Partien sind noch in keiner Datei gespeichert. Eine weiterspielen, in einer Datei speichern oder verwerfen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="569"/>
        <source>Some of these matches are not saved in a file yet; the others are copies of named matches with every entry, whose files could not take the last ones (each row says which). Continue one, save it in a file, or discard it.</source>
        <translation>Einige dieser Partien sind noch in keiner Datei gespeichert; die anderen sind Kopien benannter Partien mit jedem Eintrag, deren Dateien die letzten nicht aufnehmen konnten (jede Zeile sagt, welche). Eine weiterspielen, in einer Datei speichern oder verwerfen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="595"/>
        <source>&amp;Continue</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="596"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="597"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="635"/>
        <source>named file {0}</source>
        <translation>Datei {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="637"/>
        <source>{0} has %n entries fewer</source>
        <translation>
            <numerusform>{0} hat %n Eintrag weniger</numerusform>
            <numerusform>{0} hat %n Einträge weniger</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="643"/>
        <source>Live table: Passe {0}, table {1}</source>
        <translation>Live-Tisch: Passe {0}, Tisch {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="646"/>
        <source>the round being typed comes back</source>
        <translation>die angefangene Runde kommt zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="648"/>
        <source>last entry: {0}</source>
        <translation>letzter Eintrag: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="654"/>
        <source>the newer copy</source>
        <translation>die neuere Kopie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="654"/>
        <source>the older copy</source>
        <translation>die ältere Kopie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="655"/>
        <source>the newest copy</source>
        <translation>die neueste Kopie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="655"/>
        <source>an older copy</source>
        <translation>eine ältere Kopie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="626"/>
        <source>Open when Jasstafel stopped unexpectedly</source>
        <translation>Offen, als Jasstafel unerwartet beendet wurde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="512"/>
        <source>C&amp;lose</source>
        <translation>Sch&amp;liessen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="534"/>
        <source>&amp;Later (File → Unsaved matches…)</source>
        <translation>S&amp;päter (Datei → Ungespeicherte Partien…)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="536"/>
        <source>&amp;Later (File → Open recent)</source>
        <translation>S&amp;päter (Datei → Zuletzt geöffnet)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="537"/>
        <source>&amp;Later (File → Open recent, File → Unsaved matches…)</source>
        <translation>S&amp;päter (Datei → Zuletzt geöffnet, Datei → Ungespeicherte Partien…)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="627"/>
        <source>Kept unsaved on purpose</source>
        <translation>Absichtlich ungespeichert behalten</translation>
    </message>
</context>
<context>
    <name>Rejoin</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="910"/>
        <source>Live: Passe {0}, table {1} · joining the table again…</source>
        <translation>Live: Passe {0}, Tisch {1} · tritt dem Tisch wieder bei…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="912"/>
        <location filename="../../jasstafel/ui/club/live.py" line="998"/>
        <source>The evening&apos;s server: {0}</source>
        <translation>Der Server des Abends: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="955"/>
        <source>Not connected to the table (Passe {0}, table {1}): join it again with File → Join club evening…</source>
        <translation>Nicht mit dem Tisch verbunden (Passe {0}, Tisch {1}): mit Datei → Vereinsabend beitreten… neu beitreten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="957"/>
        <source>The evening&apos;s server does not answer: {0}</source>
        <translation>Der Server des Abends antwortet nicht: {0}</translation>
    </message>
</context>
<context>
    <name>RemoveResultDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="438"/>
        <source>Remove result · Passe {0}, table {1}</source>
        <translation>Ergebnis entfernen · Passe {0}, Tisch {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="439"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="441"/>
        <source>Remove the result of Passe {0}, table {1}? (It stays in the corrections log.)</source>
        <translation>Das Ergebnis von Passe {0}, Tisch {1} entfernen? (Es bleibt im Korrekturprotokoll.)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="448"/>
        <source>Why? (kept in the corrections log, optional)</source>
        <translation>Warum? (wird im Korrekturprotokoll festgehalten, freiwillig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="456"/>
        <source>removed in the club window</source>
        <translation>im Vereinsfenster entfernt</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="73"/>
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="79"/>
        <source>Every entry stays and is counted again under these rules; the variant, the players and the teams stay too.</source>
        <translation>Alle Einträge bleiben und werden nach diesen Regeln neu gezählt; Jassart, Spieler und Teams bleiben auch.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="116"/>
        <source>&amp;Apply</source>
        <translation>Ä&amp;ndern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="118"/>
        <source>Cance&amp;l</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="183"/>
        <source>The suit names on the board, and which presets are offered: Swisslos counts the suits of the French deck differently (Hearts and Diamonds ×1, Spades and Clubs ×2).</source>
        <translation>Die Farbnamen auf der Tafel und welche Vorlagen angeboten werden: Swisslos zählt die Farben der französischen Karten anders (Herz und Ecken ×1, Schaufel und Kreuz ×2).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="186"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="193"/>
        <source>&amp;Preset</source>
        <translation>&amp;Vorlage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="325"/>
        <source>Changed from the preset: {0}</source>
        <translation>Gegenüber der Vorlage angepasst: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="327"/>
        <source>The preset&apos;s rules, nothing changed.</source>
        <translation>Wie die Vorlage, nichts angepasst.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="412"/>
        <source>Drop the changes?</source>
        <translation>Änderungen verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="413"/>
        <source>The table rules chosen in this dialog are dropped; the match keeps its own.</source>
        <translation>Die in diesem Fenster gewählten Tischregeln gehen verloren; die Partie behält ihre eigenen.</translation>
    </message>
</context>
<context>
    <name>RunningTotalsChart</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="148"/>
        <source>Running totals</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="171"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="174"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="362"/>
        <source>Target {0}</source>
        <translation>Ziel {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="288"/>
        <source>No entries yet</source>
        <translation>Noch keine Einträge</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="219"/>
        <source>Create the folder?</source>
        <translation>Ordner anlegen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="220"/>
        <source>The folder “{0}” does not exist. Create it?</source>
        <translation>Der Ordner «{0}» existiert nicht. Anlegen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="223"/>
        <source>&amp;Create folder</source>
        <translation>&amp;Ordner anlegen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="224"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="230"/>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="231"/>
        <source>{0} already exists. Do you want to replace it?</source>
        <translation>{0} gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="381"/>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="186"/>
        <source>Not written</source>
        <translation>Nicht geschrieben</translation>
    </message>
</context>
<context>
    <name>SchieberBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="641"/>
        <source>Schieber board</source>
        <translation>Schiebertafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="106"/>
        <source>Winner!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="110"/>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="116"/>
        <source>Target {0} reached</source>
        <translation>Ziel {0} erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="118"/>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="129"/>
        <source>{0} to go</source>
        <translation>noch {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="137"/>
        <source>%n rounds played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="148"/>
        <source>Target {0}</source>
        <translation>Ziel {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="127"/>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="138"/>
        <source>Round {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="170"/>
        <source>Matches: {0} ({1} Kontermatsch)</source>
        <translation>Matches: {0} (davon {1} Kontermatsch)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="172"/>
        <source>Matches: {0}</source>
        <translation>Matches: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="186"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="186"/>
        <source>%n Striche</source>
        <translation>
            <numerusform>%n Strich</numerusform>
            <numerusform>%n Striche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="823"/>
        <source>Striche</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="174"/>
        <source>Berg</source>
        <translation>Berg</translation>
    </message>
</context>
<context>
    <name>SchieberEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="114"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="179"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="428"/>
        <source>Announced by</source>
        <translation>Angesagt von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="122"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="449"/>
        <source>passed by {0}</source>
        <translation>geschoben von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="344"/>
        <source>This round only, instead of {0} ({1} undoes it)</source>
        <translation>Nur diese Runde, statt {0} ({1}: zurück)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="353"/>
        <source>This round only ({0} undoes it)</source>
        <translation>Nur diese Runde ({0}: zurück)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="559"/>
        <source>Weis for {0} ({1} again: {2})</source>
        <translation>Weis für {0} ({1} nochmals: {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="608"/>
        <source>A match of a fixed number of rounds has no Bedanken: it ends after its last round.</source>
        <translation>Eine Partie mit fester Rundenzahl hat kein Bedanken: sie endet nach ihrer letzten Runde.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="672"/>
        <source>{contracts} contract; the announcing team moves on by itself ({a} / {b}: the other team, this round only; {g} passed). Type the card points of one team (the other gets {total} − x); {m} Match, {k} Kontermatsch. {w} Weis: type the total (or add with the buttons), {w} again: the other team. {t} Stöck: Team A, again Team B, again none. Enter writes. Bedanken: {d}, the stack points (empty after a round), Tab to the team&apos;s button, Enter.</source>
        <translation>{contracts} Trumpf; der Ansager rückt von selbst weiter ({a} / {b}: das andere Team, nur diese Runde; {g} geschoben). Die Kartenpunkte eines Teams tippen (das andere erhält {total} − x); {m} Match, {k} Kontermatsch. {w} Weis: die Summe tippen (oder mit den Knöpfen zusammenzählen), {w} nochmals: das andere Team. {t} Stöck: Team A, nochmals Team B, nochmals keine. Enter schreibt. Bedanken: {d}, die Punkte auf dem Stapel (leer nach einer Runde), mit Tab zum Knopf des Teams, Enter.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="698"/>
        <source>{0} announces this round only ({1})</source>
        <translation>{0} sagt nur diese Runde an ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="700"/>
        <source>Announced by {0}</source>
        <translation>Angesagt von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="708"/>
        <source>Bedanken: {0}</source>
        <translation>Bedanken: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="717"/>
        <source>a Match is written with {0}</source>
        <translation>ein Match schreibt man mit {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="721"/>
        <source>double deck</source>
        <translation>doppelte Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="750"/>
        <source>Both teams are past their targets ({0} and {1}): which team called Bedanken first? Its button, or Tab to it and Enter.</source>
        <translation>Beide Teams sind über ihrem Ziel ({0} und {1}): welches Team hat sich zuerst bedankt? Sein Knopf, oder mit Tab dorthin und Enter.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="753"/>
        <source>Both teams are past {0}: which team called Bedanken first? Its button, or Tab to it and Enter.</source>
        <translation>Beide Teams sind über {0}: welches Team hat sich zuerst bedankt? Sein Knopf, oder mit Tab dorthin und Enter.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="917"/>
        <source>Bedanken of {0}</source>
        <comment>the entry, as the Edit menu names it: Undo Bedanken of Team A</comment>
        <translation>Bedanken von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="955"/>
        <source>Bedanken by {0} with {1} on the stack ({2} ×{3}) · {4}</source>
        <translation>Bedanken: {0}, mit {1} auf dem Stapel ({2} ×{3}) · {4}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="958"/>
        <source>Bedanken by {0} · {1}</source>
        <translation>Bedanken: {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="963"/>
        <source>(passed)</source>
        <translation>(geschoben)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="982"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="998"/>
        <source>{0}. The match is over.</source>
        <translation>{0}. Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="980"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="114"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="425"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="436"/>
        <source>Bedanken</source>
        <translation>Bedanken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="303"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="305"/>
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="688"/>
        <source>Contract ({0})</source>
        <translation>Trumpf ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="212"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="836"/>
        <source>Card points missing</source>
        <translation>Kartenpunkte fehlen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="233"/>
        <source>Match ({0})</source>
        <translation>Match ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="235"/>
        <source>The announcing team took every trick</source>
        <translation>Das ansagende Team hat alle Stiche gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="237"/>
        <source>Kontermatsch ({0})</source>
        <translation>Kontermatsch ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="240"/>
        <source>The other team took every trick</source>
        <translation>Das andere Team hat alle Stiche gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="250"/>
        <source>Weis ({0}, again: the other team) and Stöck ({1})</source>
        <translation>Weis ({0}, nochmals: das andere Team) und Stöck ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="261"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="299"/>
        <source>Bedanken ({0})</source>
        <translation>Bedanken ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="308"/>
        <source>after a round</source>
        <translation>nach der Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="312"/>
        <source>During a round: card points taken so far plus the Weis and Stöck already declared, unmultiplied; the contract chosen above multiplies them. Empty after a round.</source>
        <translation>Während einer Runde: die bisher gemachten Kartenpunkte plus die schon gewiesenen Weis und Stöck, ohne Faktor; der oben gewählte Trumpf multipliziert sie. Leer nach einer Runde.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="436"/>
        <source>Next</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="113"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="422"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="440"/>
        <source>Deals</source>
        <translation>Gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="194"/>
        <source>passed ({0})</source>
        <translation>geschoben ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="113"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="444"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="451"/>
        <source>Announces</source>
        <translation>Sagt an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="113"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="448"/>
        <source>Chooses</source>
        <translation>Wählt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="602"/>
        <source>This table does not write Weis or Stöck (its table settings).</source>
        <translation>An diesem Tisch werden keine Weis und keine Stöck geschrieben (seine Tischregeln).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="629"/>
        <source>Which team calls Bedanken? Click its button (or Tab to it and press Enter).</source>
        <translation>Welches Team bedankt sich? Seinen Knopf klicken (oder mit Tab hin und Enter drücken).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="702"/>
        <source>Card points {0}</source>
        <translation>Kartenpunkte {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="595"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="597"/>
        <source>Stöck {0}</source>
        <translation>Stöck {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="715"/>
        <source>Card points: one team is enough, the other gets {0} − x</source>
        <translation>Kartenpunkte: ein Team genügt, das andere erhält {0} − x</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="838"/>
        <source>Choose the contract ({0})</source>
        <translation>Trumpf wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="948"/>
        <source>score {0} : {1}</source>
        <translation>Stand {0} : {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="960"/>
        <source>Round {0}: {1} ×{2}, announced by {3}</source>
        <translation>Runde {0}: {1} ×{2}, angesagt von {3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="969"/>
        <source>Match {0}</source>
        <translation>Match {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="974"/>
        <source>Weis {0}</source>
        <translation>Weis {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="976"/>
        <source>Stöck 20</source>
        <translation>Stöck 20</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="920"/>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="1003"/>
        <source>Round {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
</context>
<context>
    <name>SeasonChart</name>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="150"/>
        <source>Season points over the season</source>
        <translation>Saisonpunkte über die Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="164"/>
        <source>{0}/{1}</source>
        <comment>rank of participants</comment>
        <translation>{0}/{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="225"/>
        <source>No evenings with results yet</source>
        <translation>Noch keine Abende mit Ergebnissen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="198"/>
        <source>Season points of the evening (the rank under its date)</source>
        <translation>Saisonpunkte des Abends (der Rang unter dem Datum)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="199"/>
        <source>Running total</source>
        <translation>Laufende Summe</translation>
    </message>
</context>
<context>
    <name>SheetSettingsDialog</name>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="91"/>
        <source>Sheet settings</source>
        <translation>Blatteinstellungen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="95"/>
        <source>Club &amp;name</source>
        <translation>&amp;Vereinsname</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="100"/>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="104"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="105"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="118"/>
        <source>Drop the sheet settings?</source>
        <translation>Blatteinstellungen verwerfen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="119"/>
        <source>What is typed in this dialog is dropped; the sheets keep the club name and paper they had.</source>
        <translation>Was in diesem Fenster eingegeben ist, geht verloren; die Blätter behalten Vereinsname und Papier, wie sie waren.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="313"/>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="320"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="334"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="355"/>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="334"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="349"/>
        <source>Passen</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="335"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="349"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="335"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="350"/>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="336"/>
        <source>Average per game</source>
        <translation>Durchschnitt je Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="349"/>
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="350"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="357"/>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="350"/>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="353"/>
        <source>Per table rules</source>
        <translation>Je Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="361"/>
        <source>Score: the figure the evening ranks by (Counted says which). Season points: participants + 1 − rank, as the season ranking counts them (before best N / dropped). An evening the draw made him sit out entirely has no result of his: it is not listed here (the season ranking counts it as his average evening).</source>
        <translation>Wertung: die Zahl, nach der der Abend rangiert (Gezählt sagt, welche). Saisonpunkte: Teilnehmer + 1 − Rang, wie die Saisonrangliste sie zählt (vor den besten N / Streichresultaten). Ein Abend, an dem er nach der Auslosung jede Passe aussetzte, hat kein Ergebnis von ihm: er steht nicht hier (die Saisonrangliste zählt ihn als seinen Durchschnittsabend).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="431"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="434"/>
        <source>per table rules</source>
        <translation>je Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="356"/>
        <source>Variant</source>
        <translation>Jassart</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="351"/>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="356"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="356"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="357"/>
        <source>Of</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="357"/>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="358"/>
        <source>Season points</source>
        <translation>Saisonpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="358"/>
        <source>Running total</source>
        <translation>Laufende Summe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="402"/>
        <source>All seasons</source>
        <translation>Alle Saisons</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="278"/>
        <source>Games played: {0}</source>
        <translation>Gespielte Spiele: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="282"/>
        <source>Rounds played: {0}</source>
        <translation>Gespielte Runden: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="300"/>
        <source>Time played: {0} ({1} to {2})</source>
        <translation>Spieldauer: {0} ({1} bis {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="304"/>
        <source>Started at {0}</source>
        <translation>Begonnen um {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="306"/>
        <source>Time played: not known (entries without a time)</source>
        <translation>Spieldauer: unbekannt (Einträge ohne Zeit)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="282"/>
        <source>Rounds played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="278"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="281"/>
        <source>Deals played: {0}</source>
        <translation>Gespielte Spiele: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="281"/>
        <source>Deals played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="281"/>
        <source>Best deal</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="297"/>
        <source>Deals: {0}</source>
        <translation>Spiele: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="290"/>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="318"/>
        <source>Handweis written</source>
        <translation>Geschriebene Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="320"/>
        <source>Tischweis written</source>
        <translation>Geschriebene Tischweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="282"/>
        <source>Best round</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="279"/>
        <source>Best game</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="289"/>
        <source>Matches in own rows</source>
        <translation>Matches in eigenen Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="289"/>
        <source>Kontermatsch made</source>
        <translation>Kontermatsch gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="290"/>
        <source>of which Kontermatsch</source>
        <translation>davon Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="320"/>
        <source>Rounds with Stöck</source>
        <translation>Runden mit Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="331"/>
        <source>Berg</source>
        <translation>Berg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="332"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="332"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="342"/>
        <source>Bid played: {0}</source>
        <translation>Gespieltes Angebot: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="343"/>
        <source>{0} chosen</source>
        <translation>{0} gewählt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="365"/>
        <source>Striche: {0}</source>
        <translation>Striche: {0}</translation>
    </message>
</context>
<context>
    <name>TurnHeader</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/turn.py" line="703"/>
        <source>Deals</source>
        <translation>Gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/turn.py" line="705"/>
        <source>Announces</source>
        <translation>Sagt an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/turn.py" line="713"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>UndoHistory</name>
    <message>
        <location filename="../../jasstafel/ui/undohistory.py" line="93"/>
        <source>Undo history</source>
        <translation>Verlauf der Änderungen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/undohistory.py" line="113"/>
        <source>&lt;taken over from the table&gt;</source>
        <translation>&lt;vom Tisch übernommen&gt;</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/undohistory.py" line="114"/>
        <source>&lt;match opened&gt;</source>
        <translation>&lt;Partie geöffnet&gt;</translation>
    </message>
</context>
<context>
    <name>WeisPicker</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="83"/>
        <source>no Weis</source>
        <translation>kein Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="96"/>
        <source>Clear Weis</source>
        <translation>Weis löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="102"/>
        <source>Dreiblatt</source>
        <translation>Dreiblatt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="102"/>
        <source>Vierblatt</source>
        <translation>Vierblatt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="103"/>
        <source>Fünfblatt or 4 of a kind</source>
        <translation>Fünfblatt oder Vier Gleiche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="103"/>
        <source>Sechsblatt or 4 Nell</source>
        <translation>Sechsblatt oder Vier Nell</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="104"/>
        <source>Siebenblatt or 4 Bauern</source>
        <translation>Siebenblatt oder Vier Bauern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="104"/>
        <source>Achtblatt</source>
        <translation>Achtblatt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="105"/>
        <source>Neunblatt</source>
        <translation>Neunblatt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="109"/>
        <source>add {0}: {1}</source>
        <translation>{0} dazuzählen: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="123"/>
        <source>Weis for {0}</source>
        <translation>Weis für {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="155"/>
        <source>Weis {0}</source>
        <translation>Weis {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="155"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
</context>
<context>
    <name>WindowLink</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="517"/>
        <source>Entry {0} taken over from a phone</source>
        <translation>Eintrag {0} vom Handy übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="518"/>
        <source>Correction of entry {0} taken over from a phone</source>
        <translation>Korrektur von Eintrag {0} vom Handy übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="519"/>
        <source>Entry {0} removed on a phone, here too</source>
        <translation>Eintrag {0} am Handy entfernt, hier auch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="520"/>
        <source>The table&apos;s board taken over from a phone</source>
        <translation>Tafel des Tisches vom Handy übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="522"/>
        <source>Entry {0} taken over from the Oberjasser</source>
        <translation>Eintrag {0} vom Oberjasser übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="523"/>
        <source>Correction of entry {0} taken over from the Oberjasser</source>
        <translation>Korrektur von Eintrag {0} vom Oberjasser übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="525"/>
        <source>Entry {0} removed by the Oberjasser, here too</source>
        <translation>Eintrag {0} vom Oberjasser entfernt, hier auch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="526"/>
        <source>The table&apos;s board taken over from the Oberjasser</source>
        <translation>Tafel des Tisches vom Oberjasser übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="528"/>
        <source>Entry {0} taken over from the table</source>
        <translation>Eintrag {0} vom Tisch übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="529"/>
        <source>Correction of entry {0} taken over from the table</source>
        <translation>Korrektur von Eintrag {0} vom Tisch übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="530"/>
        <source>Entry {0} removed at the table, here too</source>
        <translation>Eintrag {0} am Tisch entfernt, hier auch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="531"/>
        <source>The table&apos;s board taken over</source>
        <translation>Tafel des Tisches übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="611"/>
        <source>Passe {0}, table {1}</source>
        <translation>Passe {0}, Tisch {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="612"/>
        <source>Live: Passe {0}, table {1}</source>
        <translation>Live: Passe {0}, Tisch {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/live.py" line="616"/>
        <source>Evening ended: %n entries were not sent, they are kept on this computer</source>
        <translation>
            <numerusform>Abend zu Ende: %n Eintrag wurde nicht geschickt, er bleibt auf diesem Computer</numerusform>
            <numerusform>Abend zu Ende: %n Einträge wurden nicht geschickt, sie bleiben auf diesem Computer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="618"/>
        <source>Evening ended: the last change was not sent, it is kept on this computer</source>
        <translation>Abend zu Ende: die Änderung wurde nicht geschickt, sie bleibt auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="620"/>
        <source>Evening ended: the server holds every entry of this table</source>
        <translation>Abend zu Ende: der Server hat jeden Eintrag dieses Tisches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="622"/>
        <source>Code renewed: the entries not yet sent wait on this computer for the table&apos;s new code</source>
        <translation>Code erneuert: die noch nicht geschickten Einträge warten auf diesem Computer auf den neuen Code des Tisches</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/live.py" line="625"/>
        <source>No connection: %n entries are kept on this computer and sent later</source>
        <translation>
            <numerusform>Keine Verbindung: %n Eintrag bleibt auf diesem Computer und wird später geschickt</numerusform>
            <numerusform>Keine Verbindung: %n Einträge bleiben auf diesem Computer und werden später geschickt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="627"/>
        <source>No connection: the last change is kept on this computer and sent later</source>
        <translation>Keine Verbindung: die Änderung bleibt auf diesem Computer und wird später geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="629"/>
        <source>No connection: what you write waits on this computer and is sent later</source>
        <translation>Keine Verbindung: was Sie schreiben, bleibt auf diesem Computer und wird später geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="874"/>
        <source>Connected to the table again</source>
        <translation>Wieder mit dem Tisch verbunden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="634"/>
        <source>Not written: meanwhile another phone or the Oberjasser wrote at this table. File → Join club evening… takes its board; your own rounds stay under File → Unsaved matches…</source>
        <translation>Nicht geschrieben: inzwischen hat ein anderes Handy oder der Oberjasser an diesem Tisch geschrieben. Datei → Vereinsabend beitreten… übernimmt seine Tafel; Ihre eigenen Runden bleiben unter Datei → Ungespeicherte Partien…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="639"/>
        <source>The evening&apos;s server: {0}</source>
        <translation>Der Server des Abends: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="641"/>
        <source>The live evening has ended.</source>
        <translation>Der Live-Abend ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="643"/>
        <source>The evening&apos;s server does not answer: {0}</source>
        <translation>Der Server des Abends antwortet nicht: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="645"/>
        <source>Keep writing: what you write waits on this computer and is sent when the evening&apos;s server answers again.</source>
        <translation>Schreiben Sie weiter: was Sie schreiben, bleibt auf diesem Computer und wird geschickt, sobald der Server des Abends wieder antwortet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="685"/>
        <source>The board of this table changed meanwhile (another phone or the Oberjasser wrote): File → Join club evening… takes it</source>
        <translation>Die Tafel dieses Tisches hat sich inzwischen geändert (ein anderes Handy oder der Oberjasser hat geschrieben): Datei → Vereinsabend beitreten… übernimmt sie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="766"/>
        <source>Your round {0} is not at the table: it stays among the unsaved matches (File → Unsaved matches…). Type it again where it is missing.</source>
        <translation>Ihre Runde {0} ist nicht am Tisch: sie bleibt unter den ungespeicherten Partien (Datei → Ungespeicherte Partien…). Tippen Sie sie dort neu, wo sie fehlt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="769"/>
        <source>Your rounds {0} are not at the table: they stay among the unsaved matches (File → Unsaved matches…). Type them again where they are missing.</source>
        <translation>Ihre Runden {0} sind nicht am Tisch: sie bleiben unter den ungespeicherten Partien (Datei → Ungespeicherte Partien…). Tippen Sie sie dort neu, wo sie fehlen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="778"/>
        <location filename="../../jasstafel/ui/club/live.py" line="1116"/>
        <source>Take the table&apos;s board?</source>
        <translation>Die Tafel des Tisches übernehmen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="779"/>
        <source>Another phone or the Oberjasser wrote at this table meanwhile. The window shows the table&apos;s board from now on.</source>
        <translation>Inzwischen hat ein anderes Handy oder der Oberjasser an diesem Tisch geschrieben. Das Fenster zeigt von jetzt an die Tafel des Tisches.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="782"/>
        <source>&amp;Take the table&apos;s board</source>
        <translation>Tafel des Tisches &amp;übernehmen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="783"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="77"/>
        <source>error: {0}</source>
        <translation>Fehler: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="169"/>
        <source>cannot write the output: {0}</source>
        <translation>die Ausgabe kann nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="184"/>
        <source>{0}: the file name is empty</source>
        <translation>{0}: der Dateiname ist leer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="238"/>
        <location filename="../../jasstafel/cli/options.py" line="255"/>
        <source>unknown command {0}; did you mean {1}?</source>
        <translation>unbekannter Befehl {0}; meinten Sie {1}?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="240"/>
        <source>{0} is neither a command nor a match file (commands: {1})</source>
        <translation>{0} ist weder ein Befehl noch eine Partiedatei (Befehle: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="247"/>
        <source>the window opens one match file at a time, not {0} ({1})</source>
        <translation>das Fenster öffnet eine Partiedatei aufs Mal, nicht {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="270"/>
        <source>the window needs a graphical display (DISPLAY or WAYLAND_DISPLAY), and there is none here; in a terminal: {0} or {1}</source>
        <translation>das Fenster braucht eine grafische Anzeige (DISPLAY oder WAYLAND_DISPLAY), und hier gibt es keine; im Terminal: {0} oder {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="299"/>
        <source>{0} needs a value (known: {1})</source>
        <translation>{0} braucht einen Wert (bekannt: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="301"/>
        <source>--lang: unknown language {0} (known: {1})</source>
        <translation>--lang: unbekannte Sprache {0} (bekannt: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="360"/>
        <source>the window needs PySide6: {0}</source>
        <translation>das Fenster braucht PySide6: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="377"/>
        <source>Jasstafel: the Jass scoreboard. Score, check and create match files.</source>
        <translation>Jasstafel: die Tafel zum Jassen. Partiedateien auswerten, prüfen und anlegen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="380"/>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer zeigen und beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="382"/>
        <source>the language of the output, the sheet and the CSV files (also after the command; default: the locale, else English)</source>
        <translation>die Sprache der Ausgabe, des Blatts und der CSV-Dateien (auch nach dem Befehl; Standard: die Sprache des Systems, sonst Englisch)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="386"/>
        <source>match file (.jass)</source>
        <translation>Partiedatei (.jass)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="388"/>
        <source>print the board of a match file</source>
        <translation>die Tafel einer Partiedatei ausgeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="390"/>
        <source>print the board as one JSON object</source>
        <translation>die Tafel als ein JSON-Objekt ausgeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="392"/>
        <source>the board after the first N entries</source>
        <translation>die Tafel nach den ersten N Einträgen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="395"/>
        <source>check every entry; exit 1 at the first invalid one</source>
        <translation>jeden Eintrag prüfen; Exit-Code 1 beim ersten ungültigen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="399"/>
        <source>print the JSON Schema of match files</source>
        <translation>das JSON-Schema der Partiedateien ausgeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="402"/>
        <source>list the variants and their presets</source>
        <translation>die Jassarten und ihre Vorlagen auflisten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="405"/>
        <source>write a new, empty match file from a preset</source>
        <translation>eine neue, leere Partiedatei nach einer Vorlage schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="406"/>
        <source>variant name, e.g. schieber</source>
        <translation>Name der Jassart, z. B. schieber</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="408"/>
        <source>player names in seat order</source>
        <translation>Namen der Spieler in der Sitzordnung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="410"/>
        <source>preset name (see &apos;jasstafel variants&apos;)</source>
        <translation>Name der Vorlage (siehe &apos;jasstafel variants&apos;)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="418"/>
        <source>the name of the next team of --teams, once per team in team order; a team without one (or with &apos;&apos;) is called after its players, &apos;Anna &amp; Cla&apos;</source>
        <translation>der Name des nächsten Teams von --teams, einmal je Team in der Reihenfolge der Teams; ein Team ohne Namen (oder mit &apos;&apos;) heisst nach seinen Spielern, «Anna &amp; Cla»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="412"/>
        <source>file to write (refused if it exists)</source>
        <translation>zu schreibende Datei (verweigert, wenn es sie schon gibt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="414"/>
        <source>punktetafel: the players play in N teams, partners N seats apart: team A has seats 1, 1+N, 1+2N …, team B seats 2, 2+N … (without it each plays for themselves)</source>
        <translation>punktetafel: die Spieler spielen in N Teams, Partner N Plätze auseinander: Team A hat die Plätze 1, 1+N, 1+2N …, Team B die Plätze 2, 2+N … (ohne: jeder für sich)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="423"/>
        <source>write the match sheet, or a blank sheet, as a PDF file</source>
        <translation>das Blatt der Partie oder ein leeres Blatt als PDF-Datei schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="427"/>
        <source>a blank sheet of VARIANT for paper play</source>
        <translation>ein leeres Blatt der JASSART, um auf Papier zu spielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="429"/>
        <source>the blank sheet&apos;s preset (see &apos;jasstafel variants&apos;)</source>
        <translation>die Vorlage des leeren Blatts (siehe &apos;jasstafel variants&apos;)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="431"/>
        <source>the blank sheet&apos;s cards: de Swiss German (Acorns, Roses …), fr French (Clubs, Spades …); default: the preset&apos;s</source>
        <translation>die Karten des leeren Blatts: de Deutschschweizer Karten (Eicheln, Rosen …), fr französische Karten (Kreuz, Schaufel …); Standard: die der Vorlage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="434"/>
        <source>paper size (default a4)</source>
        <translation>Papierformat (Standard a4)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="435"/>
        <source>CLUB</source>
        <translation>VEREIN</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="436"/>
        <source>club name at the top of every page</source>
        <translation>Name des Vereins oben auf jeder Seite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="438"/>
        <source>PDF file to write (replaced)</source>
        <translation>zu schreibende PDF-Datei (wird ersetzt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="441"/>
        <source>write the entries (and the board) as CSV files</source>
        <translation>die Einträge (und die Tafel) als CSV-Dateien schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="444"/>
        <source>CSV file of the entries (replaced)</source>
        <translation>CSV-Datei der Einträge (wird ersetzt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="446"/>
        <source>also write the board to FILE (CSV), one row per side</source>
        <translation>auch die Tafel in DATEI schreiben (CSV), eine Zeile je Team oder Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="461"/>
        <source>--upto {0}: give a number of entries from 0 to {1} (the match has {1})</source>
        <translation>--upto {0}: eine Anzahl Einträge von 0 bis {1} angeben (die Partie hat {1})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/main.py" line="475"/>
        <source>%n entries, all valid</source>
        <translation>
            <numerusform>%n Eintrag, alle gültig</numerusform>
            <numerusform>%n Einträge, alle gültig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="495"/>
        <source>{0}-{1} players</source>
        <translation>{0}–{1} Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="512"/>
        <location filename="../../jasstafel/cli/main.py" line="561"/>
        <source>Team {0}</source>
        <translation>Team {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="530"/>
        <location filename="../../jasstafel/cli/main.py" line="593"/>
        <location filename="../../jasstafel/cli/main.py" line="606"/>
        <location filename="../../jasstafel/cli/main.py" line="609"/>
        <source>wrote {0}</source>
        <translation>{0} geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="545"/>
        <source>--team-name needs --teams: it names the teams that --teams makes</source>
        <translation>--team-name braucht --teams: es benennt die Teams, die --teams bildet</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="549"/>
        <source>--teams: only {0} may be played by a number of teams chosen, not {1}</source>
        <translation>--teams: eine gewählte Anzahl Teams gibt es nur bei {0}, nicht bei {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="552"/>
        <source>--teams: at most {0}, the number of players, not {1}</source>
        <translation>--teams: höchstens {0}, die Zahl der Spieler, nicht {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="557"/>
        <source>--team-name: {0} names for {1} teams</source>
        <translation>--team-name: {0} Namen für {1} Teams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="578"/>
        <source>--deck is for blank sheets: a match file has its own cards</source>
        <translation>--deck ist für leere Blätter: eine Partiedatei hat ihre eigenen Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="651"/>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="651"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="700"/>
        <source>winner</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="702"/>
        <source>loser</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="703"/>
        <source>place {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="740"/>
        <source>Matches in own rows</source>
        <translation>Matches in eigenen Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="742"/>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="742"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="743"/>
        <source>best round</source>
        <translation>beste Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="743"/>
        <source>to the target</source>
        <translation>bis zum Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="744"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="744"/>
        <source>Striche</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="744"/>
        <source>Win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="745"/>
        <source>Berg</source>
        <translation>Berg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="745"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="745"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="746"/>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="746"/>
        <source>open rows</source>
        <translation>offene Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="747"/>
        <source>still possible</source>
        <translation>noch möglich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="747"/>
        <source>exact</source>
        <translation>genau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="748"/>
        <source>missing</source>
        <translation>fehlend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="748"/>
        <source>card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="748"/>
        <source>last</source>
        <translation>zuletzt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="749"/>
        <source>prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="749"/>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="749"/>
        <source>penalty</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="750"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="750"/>
        <source>net</source>
        <translation>netto</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="750"/>
        <source>to König</source>
        <translation>bis König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="751"/>
        <source>König</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="751"/>
        <source>as Fahnder</source>
        <translation>als Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="752"/>
        <source>made as Fahnder</source>
        <translation>gemacht als Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="752"/>
        <source>penalties</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="753"/>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="753"/>
        <source>by game</source>
        <translation>nach Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="753"/>
        <source>tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="754"/>
        <source>last trick</source>
        <translation>letzter Stich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="754"/>
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="754"/>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="755"/>
        <source>to full</source>
        <translation>bis voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="755"/>
        <source>Handweis</source>
        <translation>Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="755"/>
        <source>Tischweis</source>
        <translation>Tischweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="756"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="756"/>
        <source>Stöck points</source>
        <translation>Stöckpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="757"/>
        <source>card drawn</source>
        <translation>gezogene Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="757"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="758"/>
        <source>inherited</source>
        <translation>geerbt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="758"/>
        <source>to go</source>
        <translation>noch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="758"/>
        <source>in the game</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="759"/>
        <source>reached 15 in deal</source>
        <translation>15 erreicht im Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="759"/>
        <source>declared</source>
        <translation>angesagt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="760"/>
        <source>made</source>
        <translation>gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="760"/>
        <source>behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="793"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="793"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="59"/>
        <location filename="../../jasstafel/cli/options.py" line="60"/>
        <location filename="../../jasstafel/cli/options.py" line="160"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="68"/>
        <source>{0}; {1}</source>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="344"/>
        <source>the argument &apos;{0}&apos; is not valid UTF-8 text (is the terminal set to UTF-8?)</source>
        <translation>das Argument «{0}» ist kein gültiger UTF-8-Text (ist das Terminal auf UTF-8 eingestellt?)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="407"/>
        <source>PLAYER</source>
        <translation>SPIELER</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/main.py" line="493"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="523"/>
        <location filename="../../jasstafel/cli/main.py" line="527"/>
        <source>{0} exists already; not overwritten</source>
        <translation>{0} gibt es schon; nicht überschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="572"/>
        <source>print takes a match file or --blank VARIANT, not both</source>
        <translation>print nimmt eine Partiedatei oder --blank JASSART, nicht beides</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="574"/>
        <source>print needs a match file, or --blank VARIANT for a blank sheet</source>
        <translation>print braucht eine Partiedatei, oder --blank JASSART für ein leeres Blatt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="576"/>
        <source>--preset is for blank sheets: a match file has its own settings</source>
        <translation>--preset ist für leere Blätter: eine Partiedatei hat ihre eigenen Einstellungen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="587"/>
        <source>printing needs PySide6: {0}</source>
        <translation>Drucken braucht PySide6: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="616"/>
        <source>cannot write {0}: {1}</source>
        <translation>{0} kann nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="680"/>
        <source>{0}. {1}: {2}</source>
        <translation>{0}. {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="34"/>
        <source>{0} is not a column separator: choose comma, semicolon or tab</source>
        <translation>{0} ist kein Spaltentrenner: comma, semicolon oder tab wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="42"/>
        <source>CSV column separator: comma, semicolon or tab (default: semicolon in German and French, else comma)</source>
        <translation>Spaltentrenner der CSV-Datei: comma, semicolon oder tab (Standard: semicolon auf Deutsch und Französisch, sonst comma)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="50"/>
        <source>missing: {0}</source>
        <translation>es fehlt: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="52"/>
        <source>{0}: {1} is not one of {2}</source>
        <translation>{0}: {1} ist keine der Möglichkeiten {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="54"/>
        <source>{0}: {1} is not a number</source>
        <translation>{0}: {1} ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="56"/>
        <source>{0} needs a value</source>
        <translation>{0} braucht einen Wert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="141"/>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="188"/>
        <source>positional arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="189"/>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="192"/>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="227"/>
        <source>unknown argument: {0}</source>
        <translation>unbekannte Angabe: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="278"/>
        <source>unknown option {0}; did you mean {1}?</source>
        <translation>unbekannte Option {0}; meinten Sie {1}?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="279"/>
        <source>unknown option {0}</source>
        <translation>unbekannte Option {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="257"/>
        <source>unknown command {0} (commands: {1})</source>
        <translation>unbekannter Befehl {0} (Befehle: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="245"/>
        <location filename="../../jasstafel/cli/options.py" line="58"/>
        <location filename="../../jasstafel/cli/options.py" line="224"/>
        <source>unknown arguments: {0}</source>
        <translation>unbekannte Angaben: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="83"/>
        <source>{0} (see: {1} --help)</source>
        <translation>{0} (siehe: {1} --help)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="165"/>
        <source>the club database: members, evenings, draw, results, rankings</source>
        <translation>die Vereinsdatenbank: Mitglieder, Abende, Auslosung, Ergebnisse, Ranglisten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="166"/>
        <source>The Jass club: members, evenings, the draw, results and rankings, kept in one SQLite file.</source>
        <translation>Der Jassverein: Mitglieder, Abende, die Auslosung, Ergebnisse und Ranglisten, in einer einzigen SQLite-Datei.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="168"/>
        <location filename="../../jasstafel/cli/club.py" line="172"/>
        <source>PATH</source>
        <translation>PFAD</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="169"/>
        <source>club database (default {0})</source>
        <translation>Vereinsdatenbank (Standard {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="173"/>
        <source>club database file (created if missing by &apos;member add&apos;, &apos;guest add&apos; and &apos;evening new&apos;)</source>
        <translation>Datei der Vereinsdatenbank (fehlt sie, legen &apos;member add&apos;, &apos;guest add&apos; und &apos;evening new&apos; sie an)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="183"/>
        <source>paper size of the PDF (default a4)</source>
        <translation>Papierformat des PDF (Standard a4)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="184"/>
        <location filename="../../jasstafel/cli/club.py" line="199"/>
        <location filename="../../jasstafel/cli/club.py" line="399"/>
        <location filename="../../jasstafel/cli/club.py" line="425"/>
        <location filename="../../jasstafel/cli/main.py" line="417"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="185"/>
        <source>the club&apos;s name printed on every page</source>
        <translation>der Name des Vereins, auf jede Seite gedruckt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="186"/>
        <location filename="../../jasstafel/cli/main.py" line="384"/>
        <source>COMMAND</source>
        <translation>BEFEHL</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="192"/>
        <source>draw the seats of an evening (or show the draw)</source>
        <translation>die Plätze eines Abends auslosen (oder die Auslosung zeigen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="193"/>
        <source>the seat list: FILE.csv as CSV (UTF-8 with BOM), FILE.pdf as PDF; twice for both</source>
        <translation>die Sitzliste: DATEI.csv als CSV (UTF-8 mit BOM), DATEI.pdf als PDF; zweimal für beide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="196"/>
        <location filename="../../jasstafel/cli/club.py" line="344"/>
        <source>MEMBER</source>
        <translation>MITGLIED</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="197"/>
        <source>members present (id, name or short name)</source>
        <translation>die anwesenden Mitglieder (Nummer, Name oder Kurzname)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="198"/>
        <source>every active member plays</source>
        <translation>jedes aktive Mitglied spielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="200"/>
        <source>a guest plays too (named once; in the evening&apos;s ranking only)</source>
        <translation>ein Gast spielt mit (einmal genannt; nur in der Rangliste des Abends)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="201"/>
        <source>SEED</source>
        <translation>STARTWERT</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="202"/>
        <source>seed the random draw (repeatable)</source>
        <translation>Startwert der Zufallsauslosung (wiederholbar)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="204"/>
        <source>sit-outs instead of tables of three</source>
        <translation>Aussetzen statt Dreiertische</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="206"/>
        <source>draw Passen N … again (earlier Passen stay)</source>
        <translation>die Passen ab N neu auslosen (frühere Passen bleiben)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="210"/>
        <source>table sheets, table cards or the seat map from the draw</source>
        <translation>Tischblätter, Tischkarten oder den Sitzplan aus der Auslosung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="211"/>
        <source>the PDF file to write (required)</source>
        <translation>die zu schreibende PDF-Datei (nötig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="214"/>
        <source>table sheets (default), table cards, or the seat map</source>
        <translation>Tischblätter (Standard), Tischkarten oder den Sitzplan</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="215"/>
        <location filename="../../jasstafel/cli/club.py" line="225"/>
        <location filename="../../jasstafel/cli/club.py" line="240"/>
        <source>PASSE</source>
        <translation>PASSE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="215"/>
        <source>only this Passe</source>
        <translation>nur diese Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="219"/>
        <source>record match files as results (all or none)</source>
        <translation>Partiedateien als Ergebnisse erfassen (alle oder keine)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="221"/>
        <source>FILE[:PASSE[:TABLE]]</source>
        <translation>DATEI[:PASSE[:TISCH]]</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="226"/>
        <source>Passe of the files without one</source>
        <translation>die Passe der Dateien ohne eigene</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="228"/>
        <source>replace results already recorded at those tables (a correction)</source>
        <translation>an diesen Tischen schon erfasste Ergebnisse ersetzen (eine Korrektur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="229"/>
        <source>accept unfinished matches</source>
        <translation>unfertige Partien annehmen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="230"/>
        <location filename="../../jasstafel/cli/club.py" line="252"/>
        <source>why (kept with corrections)</source>
        <translation>warum (bei Korrekturen festgehalten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="232"/>
        <location filename="../../jasstafel/cli/club.py" line="357"/>
        <source>REASON</source>
        <translation>GRUND</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="233"/>
        <source>accept matches played with other table rules than the evening&apos;s (rounds, Weis, factors …); the reason is logged</source>
        <translation>Partien annehmen, die mit anderen Tischregeln als denen des Abends gespielt wurden (Runden, Weis, Faktoren …); der Grund wird protokolliert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="238"/>
        <source>type a table&apos;s result from a paper sheet, or correct one</source>
        <translation>das Ergebnis eines Tisches von einem Blatt eintippen oder eines korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="241"/>
        <source>the Passe&apos;s number (1, 2 …)</source>
        <translation>Nummer der Passe (1, 2 …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="243"/>
        <source>the table&apos;s number in that Passe (1, 2 …)</source>
        <translation>Nummer des Tisches in dieser Passe (1, 2 …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="244"/>
        <source>MEMBER=FIGURES</source>
        <translation>MITGLIED=ZAHLEN</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="250"/>
        <source>change only the figures given of stored results</source>
        <translation>nur die angegebenen Zahlen gespeicherter Ergebnisse ändern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="251"/>
        <source>replace the table&apos;s results</source>
        <translation>die Ergebnisse des Tisches ersetzen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="256"/>
        <source>the evening&apos;s or the season&apos;s ranking</source>
        <translation>die Rangliste des Abends oder der Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="258"/>
        <source>WHICH</source>
        <translation>WELCHE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="260"/>
        <source>the ranking: FILE.csv as CSV (UTF-8 with BOM), FILE.pdf as PDF; twice for both</source>
        <translation>die Rangliste: DATEI.csv als CSV (UTF-8 mit BOM), DATEI.pdf als PDF; zweimal für beide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="263"/>
        <source>an evening&apos;s ranking</source>
        <translation>die Rangliste eines Abends</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="268"/>
        <source>the season&apos;s ranking</source>
        <translation>die Rangliste der Saison (Jahresmeisterschaft)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="270"/>
        <source>season label, e.g. 2026</source>
        <translation>Bezeichnung der Saison, z. B. 2026</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="271"/>
        <source>count the best N evenings</source>
        <translation>die besten N Abende zählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="272"/>
        <source>of the first M evenings</source>
        <translation>von den ersten M Abenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="274"/>
        <source>drop the worst result (or K worst)</source>
        <translation>das schlechteste Ergebnis streichen (oder die K schlechtesten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="276"/>
        <source>per evening: rank points (default) or the evening&apos;s points</source>
        <translation>je Abend: Rangpunkte (Standard) oder die Punkte des Abends</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="280"/>
        <source>an evening&apos;s results as CSV (a row per member and Passe)</source>
        <translation>die Ergebnisse eines Abends als CSV (eine Zeile je Mitglied und Passe)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="281"/>
        <source>the CSV file to write (required; UTF-8 with BOM)</source>
        <translation>die zu schreibende CSV-Datei (nötig; UTF-8 mit BOM)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="285"/>
        <source>the corrections log</source>
        <translation>das Korrekturprotokoll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="287"/>
        <source>of this evening only (also a deleted one: its id)</source>
        <translation>nur von diesem Abend (auch einem gelöschten: seine Nummer)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="290"/>
        <source>a member&apos;s statistics</source>
        <translation>die Statistik eines Mitglieds</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="294"/>
        <source>as JSON (the series for a chart)</source>
        <translation>als JSON (die Reihe für ein Diagramm)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="333"/>
        <location filename="../../jasstafel/cli/main.py" line="386"/>
        <location filename="../../jasstafel/cli/main.py" line="411"/>
        <location filename="../../jasstafel/cli/main.py" line="437"/>
        <location filename="../../jasstafel/cli/main.py" line="443"/>
        <location filename="../../jasstafel/cli/main.py" line="445"/>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="345"/>
        <source>member id, name or short name</source>
        <translation>Nummer, Name oder Kurzname des Mitglieds</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="270"/>
        <location filename="../../jasstafel/cli/club.py" line="349"/>
        <source>SEASON</source>
        <translation>SAISON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="242"/>
        <source>TABLE</source>
        <translation>TISCH</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="353"/>
        <source>NOTE</source>
        <translation>BEMERKUNG</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="358"/>
        <source>accept other players than the draw seated there (a late arrival, a substitute); the reason is logged</source>
        <translation>andere Spieler annehmen, als die Auslosung dort hinsetzte (ein Nachzügler, ein Ersatz); der Grund wird protokolliert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="366"/>
        <source>run an evening live: every table writes on its phone</source>
        <translation>einen Abend live durchführen: jeder Tisch schreibt auf seinem Handy</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="367"/>
        <source>Run a club evening live on the local network: the tables open the address on a phone and type their table code; the ranking page is for the wall. Ends with Ctrl+C (or on the Oberjasser&apos;s page).</source>
        <translation>Einen Vereinsabend live im lokalen Netz durchführen: Die Tische öffnen die Adresse auf einem Handy und tippen ihren Tischcode ein; die Seite der Rangliste ist für die Wand. Endet mit Ctrl+C (oder auf der Seite des Oberjassers).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="370"/>
        <source>evening id (or date)</source>
        <translation>Nummer des Abends (oder Datum)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="371"/>
        <source>address to listen on (default: every network of this computer)</source>
        <translation>Adresse, auf der der Server wartet (Standard: jedes Netz dieses Computers)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="372"/>
        <source>first port tried (default 8765)</source>
        <translation>erster versuchter Port (Standard 8765)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="373"/>
        <source>the Passe clock counts down from this many minutes</source>
        <translation>die Uhr der Passe zählt von so vielen Minuten herunter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="374"/>
        <source>new table codes and Oberjasser code (else a restart keeps them)</source>
        <translation>neue Tischcodes und ein neuer Code des Oberjassers (sonst behält ein Neustart sie)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="375"/>
        <source>language of the pages (de, fr, en)</source>
        <translation>Sprache der Seiten (de, fr, en)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="286"/>
        <location filename="../../jasstafel/cli/club.py" line="339"/>
        <location filename="../../jasstafel/cli/club.py" line="376"/>
        <source>EVENING</source>
        <translation>ABEND</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="222"/>
        <source>match file; without PASSE, its players&apos; table in the draw gives the Passe and the table; the table defaults to the file&apos;s info.table</source>
        <translation>Partiedatei; ohne PASSE gibt der Tisch ihrer Spieler in der Auslosung die Passe und den Tisch an; der Tisch ist sonst info.table der Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="245"/>
        <source>e.g. Anna=1013,matches=1: the points first, then KEY=VALUE, a comma apart (the keys below)</source>
        <translation>z. B. Anna=1013,matches=1: zuerst die Punkte, dann SCHLÜSSEL=WERT, durch Kommas getrennt (die Schlüssel unten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="308"/>
        <source>the counted figure (a number without a key is this one): the points, a Differenzler&apos;s penalty, a Handjass&apos;s Striche, a Pandur&apos;s score points</source>
        <translation>die gezählte Zahl (eine Zahl ohne Schlüssel ist diese): die Punkte, im Differenzler die Strafe, im Handjass die Striche, im Pandur die Schreibpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="311"/>
        <source>the Striche (Fahnder, Handjass)</source>
        <translation>die Striche (Fahnder, Handjass)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="312"/>
        <source>the Nuller (Fahnder: Striche minus Nuller count)</source>
        <translation>die Nuller (Fahnder: es zählen Striche minus Nuller)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="313"/>
        <source>the rank at the table (1, 2 …): every player&apos;s in a Pandur; elsewhere it orders equal figures</source>
        <translation>der Rang am Tisch (1, 2 …): im Pandur für jeden Spieler; sonst ordnet er gleiche Zahlen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="315"/>
        <source>the Matches made (Schieber, Coiffeur)</source>
        <translation>die gemachten Matches (Schieber, Coiffeur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="316"/>
        <source>won the table: {yes} or {no}</source>
        <translation>den Tisch gewonnen: {yes} oder {no}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="317"/>
        <source>the team at the table: A or B (else as the draw seated it)</source>
        <translation>das Team am Tisch: A oder B (sonst wie die Auslosung es setzte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="324"/>
        <source>The keys of the figures (typed as they stand, in every language):</source>
        <translation>Die Schlüssel der Zahlen (so getippt, wie sie dastehen, in jeder Sprache):</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="340"/>
        <source>evening id or date: 2026-11-05, 05.11.2026, 5.11.2026</source>
        <translation>Nummer des Abends oder Datum: 05.11.2026, 5.11.2026, 2026-11-05</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="376"/>
        <source>HOST</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="376"/>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="376"/>
        <source>PASSE_MINUTES</source>
        <translation>MINUTEN</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="377"/>
        <source>LANGUAGE</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="396"/>
        <location filename="../../jasstafel/cli/club.py" line="422"/>
        <location filename="../../jasstafel/cli/club.py" line="439"/>
        <source>ACTION</source>
        <translation>AKTION</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="398"/>
        <source>a new member</source>
        <translation>ein neues Mitglied</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="400"/>
        <location filename="../../jasstafel/cli/club.py" line="410"/>
        <source>SHORT</source>
        <translation>KURZNAME</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="401"/>
        <source>short name for seat lists</source>
        <translation>Kurzname für die Sitzlisten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="403"/>
        <source>the members</source>
        <translation>die Mitglieder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="404"/>
        <source>active members only</source>
        <translation>nur aktive Mitglieder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="407"/>
        <source>a member&apos;s (or guest&apos;s) new name and short name</source>
        <translation>neuer Name und Kurzname eines Mitglieds (oder Gasts)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="409"/>
        <source>NEW-NAME</source>
        <translation>NEUER-NAME</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="409"/>
        <source>the new name</source>
        <translation>der neue Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="411"/>
        <source>the new short name (&quot;&quot;: none; left out: the short name stays)</source>
        <translation>der neue Kurzname (&quot;&quot;: keiner; weggelassen: der Kurzname bleibt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="413"/>
        <source>no longer drawn; results stay</source>
        <translation>wird nicht mehr ausgelost; die Ergebnisse bleiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="414"/>
        <source>active again</source>
        <translation>wieder aktiv</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="415"/>
        <source>only a member without results</source>
        <translation>nur ein Mitglied ohne Ergebnisse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="420"/>
        <source>guests: play an evening, not the season</source>
        <translation>Gäste: spielen einen Abend, nicht die Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="424"/>
        <source>a guest (named once)</source>
        <translation>ein Gast (einmal genannt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="427"/>
        <source>the guests</source>
        <translation>die Gäste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="430"/>
        <source>a guest becomes a member (his evenings count in the season)</source>
        <translation>ein Gast wird Mitglied (seine Abende zählen in der Saison)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="432"/>
        <source>id or name</source>
        <translation>Nummer oder Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="437"/>
        <source>create, list, correct, delete evenings</source>
        <translation>Abende anlegen, auflisten, korrigieren, löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="441"/>
        <source>a new club evening</source>
        <translation>ein neuer Vereinsabend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="444"/>
        <source>e.g. schieber, coiffeur, molotow</source>
        <translation>z. B. schieber, coiffeur, molotow</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="445"/>
        <location filename="../../jasstafel/cli/club.py" line="477"/>
        <location filename="../../jasstafel/cli/main.py" line="409"/>
        <location filename="../../jasstafel/cli/main.py" line="428"/>
        <source>PRESET</source>
        <translation>VORLAGE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="446"/>
        <source>preset (see &apos;jasstafel variants&apos;)</source>
        <translation>Vorlage (siehe &apos;jasstafel variants&apos;)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="447"/>
        <location filename="../../jasstafel/cli/club.py" line="480"/>
        <source>PASSEN</source>
        <translation>PASSEN</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="448"/>
        <source>Passen per table (default 3)</source>
        <translation>Passen je Tisch (Standard 3)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="449"/>
        <location filename="../../jasstafel/cli/club.py" line="481"/>
        <source>TABLES</source>
        <translation>TISCHE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="450"/>
        <source>number of tables (default: from the draw)</source>
        <translation>Anzahl Tische (Standard: aus der Auslosung)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="451"/>
        <location filename="../../jasstafel/cli/club.py" line="471"/>
        <source>PLACE</source>
        <translation>ORT</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="453"/>
        <location filename="../../jasstafel/cli/club.py" line="473"/>
        <source>TITLE</source>
        <translation>TITEL</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="455"/>
        <source>season label (default: the year of the date)</source>
        <translation>Bezeichnung der Saison (Standard: das Jahr des Datums)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="456"/>
        <location filename="../../jasstafel/cli/club.py" line="478"/>
        <source>KEY=VALUE</source>
        <translation>SCHLÜSSEL=WERT</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="457"/>
        <source>a table setting, e.g. --set rounds=8 (JSON values)</source>
        <translation>eine Tischregel, z. B. --set rounds=8 (Werte als JSON)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="459"/>
        <source>the cards: de Swiss German (Acorns, Roses …), fr French (Clubs, Spades …); default: French in French, else Swiss German, unless the preset is made for one deck (Swisslos&apos;s)</source>
        <translation>die Karten: de Deutschschweizer Karten (Eicheln, Rosen …), fr französische Karten (Kreuz, Schaufel …); Standard: französische auf Französisch, sonst Deutschschweizer, ausser die Vorlage ist für eine Kartenart gemacht (die von Swisslos)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="463"/>
        <source>the evenings</source>
        <translation>die Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="467"/>
        <source>correct an evening (date, season, variant …); logged</source>
        <translation>einen Abend korrigieren (Datum, Saison, Jassart …); wird protokolliert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="442"/>
        <location filename="../../jasstafel/cli/club.py" line="469"/>
        <source>DATE</source>
        <translation>DATUM</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="475"/>
        <source>only while the evening has no results</source>
        <translation>nur solange der Abend keine Ergebnisse hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="443"/>
        <location filename="../../jasstafel/cli/club.py" line="476"/>
        <location filename="../../jasstafel/cli/main.py" line="406"/>
        <location filename="../../jasstafel/cli/main.py" line="426"/>
        <source>VARIANT</source>
        <translation>JASSART</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="394"/>
        <source>add, list, rename, deactivate members</source>
        <translation>Mitglieder erfassen, auflisten, umbenennen, deaktivieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="432"/>
        <source>GUEST</source>
        <translation>GAST</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="442"/>
        <location filename="../../jasstafel/cli/club.py" line="469"/>
        <source>2026-11-26 or 26.11.2026</source>
        <translation>2026-11-26 oder 26.11.2026</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="452"/>
        <location filename="../../jasstafel/cli/club.py" line="472"/>
        <source>where the evening is played, e.g. the inn</source>
        <translation>wo der Abend gespielt wird, z. B. das Restaurant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="454"/>
        <location filename="../../jasstafel/cli/club.py" line="474"/>
        <source>the evening&apos;s name on the rankings, e.g. Winter Cup</source>
        <translation>Name des Abends in den Ranglisten, z. B. Wintermeisterschaft</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="479"/>
        <source>a table setting (only while the evening has no results)</source>
        <translation>eine Tischregel (nur solange der Abend keine Ergebnisse hat)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="483"/>
        <source>clear a draw the new variant cannot play (then draw again)</source>
        <translation>eine Auslosung löschen, welche die neue Jassart nicht spielen kann (dann neu auslosen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="484"/>
        <location filename="../../jasstafel/cli/club.py" line="490"/>
        <source>why (kept in the corrections log)</source>
        <translation>warum (im Korrekturprotokoll festgehalten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="487"/>
        <source>delete an evening with its draw and results (logged)</source>
        <translation>einen Abend mit seiner Auslosung und seinen Ergebnissen löschen (wird protokolliert)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="489"/>
        <source>yes, delete it</source>
        <translation>ja, löschen</translation>
    </message>
</context>
<context>
    <name>club</name>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <location filename="../../jasstafel/club/export.py" line="66"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="84"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1299"/>
        <location filename="../../jasstafel/club/export.py" line="66"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="84"/>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <location filename="../../jasstafel/club/export.py" line="66"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="85"/>
        <source>Short name</source>
        <translation>Kurzname</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="67"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="85"/>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="867"/>
        <location filename="../../jasstafel/club/ranking.py" line="358"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="270"/>
        <source>Passen</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="141"/>
        <location filename="../../jasstafel/ui/club/results.py" line="98"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="70"/>
        <location filename="../../jasstafel/club/ranking.py" line="141"/>
        <location filename="../../jasstafel/ui/club/results.py" line="98"/>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="141"/>
        <source>Best Passe</source>
        <translation>Beste Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="155"/>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="157"/>
        <source>Schieber to a target: the most games won; tie: more points over all Passen, then more Matches.</source>
        <translation>Schieber auf Zielpunktzahl: die meisten gewonnenen Partien; bei Gleichstand: mehr Punkte über alle Passen, dann mehr Matches.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="362"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="362"/>
        <source>Sat out</source>
        <translation>Ausgesetzt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="337"/>
        <source>Sit-out credit</source>
        <translation>Gutschrift fürs Aussetzen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="162"/>
        <location filename="../../jasstafel/club/ranking.py" line="223"/>
        <location filename="../../jasstafel/club/ranking.py" line="600"/>
        <location filename="../../jasstafel/ui/club/results.py" line="98"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="168"/>
        <source>Net Striche</source>
        <translation>Netto-Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="168"/>
        <source>Fahnder-König</source>
        <translation>Fahnder-König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="70"/>
        <location filename="../../jasstafel/club/ranking.py" line="169"/>
        <location filename="../../jasstafel/ui/club/results.py" line="99"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="175"/>
        <source>Rank points</source>
        <translation>Rangpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="175"/>
        <source>First places</source>
        <translation>Erste Plätze</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="142"/>
        <source>Passen won</source>
        <translation>Gewonnene Passen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="119"/>
        <source>A Passe sat out by the draw counts as the member&apos;s own average Passe (rounded to a whole number, 0.5&#xa0;up) in every figure that is added up, the tie-breaks too; a member who missed a Passe otherwise is ranked after those who played every Passe. Equal in everything: the rank is shared.</source>
        <translation>Eine Passe, die jemand nach der Auslosung aussetzt, zählt als seine eigene Durchschnittspasse (auf eine ganze Zahl gerundet, 0.5&#xa0;aufwärts), in jeder Zahl, die zusammengezählt wird, auch bei Gleichstand; wer sonst eine Passe verpasst, steht hinter allen, die jede Passe gespielt haben. In allem gleich: der Rang wird geteilt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="190"/>
        <location filename="../../jasstafel/ui/club/results.py" line="101"/>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="70"/>
        <location filename="../../jasstafel/club/ranking.py" line="197"/>
        <location filename="../../jasstafel/ui/club/results.py" line="99"/>
        <source>Striche</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="204"/>
        <source>Gewinnstriche</source>
        <translation>Gewinnstriche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="600"/>
        <source>Evenings won</source>
        <translation>Gewonnene Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="601"/>
        <source>Best evening</source>
        <translation>Bester Abend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="602"/>
        <source>Evenings played</source>
        <translation>Gespielte Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="443"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="86"/>
        <source>tie</source>
        <translation>gleichauf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="268"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="867"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="268"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="613"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <location filename="../../jasstafel/club/club.py" line="842"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="269"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="613"/>
        <source>Variant</source>
        <translation>Jassart</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="269"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="394"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="867"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="271"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="326"/>
        <source>Evenings {0}–{1}</source>
        <translation>Abende {0}–{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="327"/>
        <source>Evenings</source>
        <translation>Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="364"/>
        <source>How the ranking is made</source>
        <translation>Wie die Rangliste entsteht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="370"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="384"/>
        <source>Ranking · {0}</source>
        <translation>Rangliste · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="372"/>
        <source>No results yet.</source>
        <translation>Noch keine Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="389"/>
        <source>Season ranking {0}</source>
        <translation>Jahresmeisterschaft {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="394"/>
        <source>Evenings counted</source>
        <translation>Gezählte Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="399"/>
        <source>No evening with results in this season.</source>
        <translation>Kein Abend mit Ergebnissen in dieser Saison.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="426"/>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="427"/>
        <source>Table {0}, seat {1}</source>
        <translation>Tisch {0}, Platz {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="615"/>
        <source>Scorekeeper</source>
        <translation>Schreiber</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="438"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="444"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="614"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="440"/>
        <source>Team A (seats 1 + 3)</source>
        <translation>Team A (Plätze 1 + 3)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="441"/>
        <source>Team B (seats 2 + 4)</source>
        <translation>Team B (Plätze 2 + 4)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="445"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="565"/>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="86"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="182"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="471"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="509"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="871"/>
        <source>Passe {0}</source>
        <translation>Passe {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="489"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="886"/>
        <source>No draw yet.</source>
        <translation>Noch nicht ausgelost.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="519"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="883"/>
        <source>Sits out: {0}</source>
        <translation>Setzt aus: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="521"/>
        <source>Who sits where</source>
        <translation>Wer sitzt wo</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="527"/>
        <source>Seat list · {0}</source>
        <translation>Sitzliste · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="140"/>
        <source>Not done</source>
        <translation>Nicht erledigt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="311"/>
        <source>Not printed</source>
        <translation>Nicht gedruckt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="415"/>
        <source>Written: {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="71"/>
        <location filename="../../jasstafel/ui/club/results.py" line="100"/>
        <source>Rank at the table</source>
        <translation>Rang am Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="71"/>
        <location filename="../../jasstafel/ui/club/results.py" line="101"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="409"/>
        <source>{refusal}. The fields you have not changed show it now: press Correct again to write yours over it.</source>
        <translation>{refusal}. Die Felder, in denen nichts getippt wurde, zeigen jetzt diesen Stand: nochmals «Korrigieren» drücken, um die eigenen Zahlen darüber zu schreiben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="509"/>
        <source>the players&apos; table in the draw</source>
        <translation>der Tisch der Spieler in der Auslosung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="510"/>
        <source>from the file</source>
        <translation>aus der Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="511"/>
        <source>check: the players are not drawn to one table</source>
        <translation>prüfen: die Spieler sind nicht an einen Tisch gelost</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="203"/>
        <source>Cannot open the club</source>
        <translation>Der Verein kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="206"/>
        <source>Club file brought up to date</source>
        <translation>Vereinsdatei nachgeführt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="215"/>
        <location filename="../../jasstafel/ui/club/window.py" line="230"/>
        <source>The file was not changed.</source>
        <translation>Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="217"/>
        <source>{0} cannot be opened as a club database:
{1}</source>
        <translation>{0} kann nicht als Vereinsdatenbank geöffnet werden:
{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="228"/>
        <source>{0} can no longer be read as a club database:
{1}</source>
        <translation>{0} kann nicht mehr als Vereinsdatenbank gelesen werden:
{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="231"/>
        <source>The window shows the club as it was last read, and nothing can be changed, until the file reads again (F5) or another club file is opened (Club → Open club…).</source>
        <translation>Das Fenster zeigt den Verein, wie er zuletzt gelesen wurde, und nichts kann geändert werden, bis sich die Datei wieder lesen lässt (F5) oder eine andere Vereinsdatei geöffnet wird (Verein → Verein öffnen…).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="928"/>
        <source>No club file</source>
        <translation>Keine Vereinsdatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="929"/>
        <source>{0} does not exist (is the shared folder there?). Create a new club database there?</source>
        <translation>{0} gibt es nicht (ist der gemeinsame Ordner da?). Dort eine neue Vereinsdatenbank anlegen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="66"/>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1231"/>
        <location filename="../../jasstafel/club/export.py" line="67"/>
        <source>Dropped evenings</source>
        <translation>Gestrichene Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="325"/>
        <location filename="../../jasstafel/cli/club.py" line="712"/>
        <location filename="../../jasstafel/cli/club.py" line="1089"/>
        <location filename="../../jasstafel/cli/club.py" line="1094"/>
        <location filename="../../jasstafel/cli/club.py" line="1421"/>
        <location filename="../../jasstafel/club/club.py" line="1087"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <source>Member id</source>
        <translation>Mitglied-Nr.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <location filename="../../jasstafel/cli/club.py" line="759"/>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="612"/>
        <source>Evening</source>
        <translation>Abend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <location filename="../../jasstafel/club/export.py" line="70"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="614"/>
        <source>Passe</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="71"/>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="72"/>
        <source>a Jasstafel match</source>
        <translation>eine Jasstafel-Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="72"/>
        <source>a paper sheet</source>
        <translation>ein Blatt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="73"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="184"/>
        <source>Sit-out credit: {0}</source>
        <translation>Gutschrift fürs Aussetzen: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1231"/>
        <location filename="../../jasstafel/club/export.py" line="73"/>
        <source>Sat-out evenings</source>
        <translation>Ausgesetzte Abende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="74"/>
        <source>{0} (absence)</source>
        <translation>{0} (Abwesenheit)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="142"/>
        <source>cannot write {name}: {reason}</source>
        <translation>{name} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="113"/>
        <source>{name} is an input ({source}): it is not written over</source>
        <translation>{name} ist eine Eingabe ({source}): sie wird nicht überschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="170"/>
        <source>Fahnder: the most net Striche (Striche − Nuller) over all Passen; tie: more Passen as Fahnder-König, then fewer Nuller.</source>
        <translation>Fahnder: die meisten Netto-Striche (Striche − Nuller) über alle Passen; bei Gleichstand: mehr Passen als Fahnder-König, dann weniger Nuller.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="172"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="180"/>
        <source>Pandur</source>
        <translation>Pandur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="184"/>
        <source>Molotow: the fewest points over all Passen; tie: more Passen won, then the lower best Passe (fewest points in one Passe).</source>
        <translation>Molotow: die wenigsten Punkte über alle Passen; bei Gleichstand: mehr gewonnene Passen, dann die tiefere beste Passe (wenigste Punkte in einer Passe).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="186"/>
        <source>Molotow</source>
        <translation>Molotow</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="192"/>
        <source>Differenzler: the lowest total penalty over all Passen; tie: more Passen won, then the lower best Passe.</source>
        <translation>Differenzler: die tiefste Summe der Strafpunkte über alle Passen; bei Gleichstand: mehr gewonnene Passen, dann die tiefere beste Passe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="194"/>
        <source>Differenzler</source>
        <translation>Differenzler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="199"/>
        <source>Handjass: the fewest Striche over all Passen; tie: more Passen won, then the lower best Passe (fewest Striche in one Passe).</source>
        <translation>Handjass: die wenigsten Striche über alle Passen; bei Gleichstand: mehr gewonnene Passen, dann die tiefere beste Passe (wenigste Striche in einer Passe).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="201"/>
        <source>Handjass</source>
        <translation>Handjass</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="206"/>
        <source>Handjass with Gewinnstriche: the most Striche (win marks) over all Passen; tie: more Passen won, then the higher best Passe.</source>
        <translation>Handjass mit Gewinnstrichen: die meisten Striche (Gewinnstriche) über alle Passen; bei Gleichstand: mehr gewonnene Passen, dann die höhere beste Passe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="208"/>
        <source>Handjass with Gewinnstriche</source>
        <translation>Handjass mit Gewinnstrichen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="212"/>
        <source>Punktetafel: the most points over all Passen; tie: more Passen won, then the higher best Passe.</source>
        <translation>Punktetafel: die meisten Punkte über alle Passen; bei Gleichstand: mehr gewonnene Passen, dann die höhere beste Passe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="214"/>
        <source>Punktetafel</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="218"/>
        <source>Punktetafel (lowest wins): the fewest points over all Passen; tie: more Passen won, then the lower best Passe.</source>
        <translation>Punktetafel (tiefste gewinnt): die wenigsten Punkte über alle Passen; bei Gleichstand: mehr gewonnene Passen, dann die tiefere beste Passe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="220"/>
        <source>Punktetafel (lowest wins)</source>
        <translation>Punktetafel (tiefste gewinnt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="255"/>
        <source>no club ranking for the variant {variant}</source>
        <translation>keine Vereinsrangliste für die Jassart {variant}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="492"/>
        <source>the evening of {date} ranks the lowest first ({figure}): a season of such evenings can only add rank points</source>
        <translation>am Abend vom {date} gewinnt die tiefste Zahl ({figure}): eine Saison solcher Abende kann nur Rangpunkte zusammenzählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="498"/>
        <source>the season&apos;s evenings count different figures ({figures}): add rank points instead</source>
        <translation>die Abende der Saison zählen verschiedene Zahlen ({figures}): stattdessen Rangpunkte zusammenzählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="610"/>
        <source>Season {season}</source>
        <translation>Saison {season}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="642"/>
        <source>A member who sat out every Passe of an evening by the draw gets his own average evening for it (the average of the evenings he played, rounded to a whole number, 0.5&#xa0;up; marked *), and it counts among his evenings played: sitting out neither helps nor hurts.</source>
        <translation>Wer nach der Auslosung jede Passe eines Abends aussetzt, erhält dafür seinen eigenen Durchschnittsabend (den Durchschnitt der Abende, die er gespielt hat, auf eine ganze Zahl gerundet, 0.5&#xa0;aufwärts; mit * markiert), und der Abend zählt zu seinen gespielten Abenden: Aussetzen hilft nicht und schadet nicht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="681"/>
        <source>Each evening gives rank points: participants + 1 − rank (the winner of an evening with 12 members gets 12, the last 1; a shared rank gives each the same); an absence counts 0. Guests have their place in the evening, not in the season.</source>
        <translation>Jeder Abend gibt Rangpunkte: Teilnehmer + 1 − Rang (der Sieger eines Abends mit 12 Mitgliedern erhält 12, der Letzte 1; ein geteilter Rang gibt jedem gleich viel); eine Abwesenheit zählt 0. Gäste haben ihren Platz am Abend, nicht in der Saison.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="686"/>
        <source>Each evening counts with its points from the evening ranking; an absence 0. Guests have their place in the evening, not in the season.</source>
        <translation>Jeder Abend zählt mit seinen Punkten aus der Abendrangliste; eine Abwesenheit 0. Gäste haben ihren Platz am Abend, nicht in der Saison.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="690"/>
        <source>Tie: more evenings won, then the best single evening, then more evenings played; still equal: the rank is shared.</source>
        <translation>Bei Gleichstand: mehr gewonnene Abende, dann der beste einzelne Abend, dann mehr gespielte Abende; noch immer gleich: der Rang wird geteilt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="692"/>
        <source>{what} {count} {tie}</source>
        <translation>{what} {count} {tie}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="701"/>
        <source>Counted: each member&apos;s best %n results of the season&apos;s first {size} evenings; dropped results are marked.</source>
        <translation>
            <numerusform>Gezählt: das beste Ergebnis jedes Mitglieds aus den ersten {size} Abenden der Saison; gestrichene Ergebnisse sind bezeichnet.</numerusform>
            <numerusform>Gezählt: die besten %n Ergebnisse jedes Mitglieds aus den ersten {size} Abenden der Saison; gestrichene Ergebnisse sind bezeichnet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="705"/>
        <source>Counted: each member&apos;s best %n results of the season&apos;s {size} evenings; dropped results are marked.</source>
        <translation>
            <numerusform>Gezählt: das beste Ergebnis jedes Mitglieds aus den {size} Abenden der Saison; gestrichene Ergebnisse sind bezeichnet.</numerusform>
            <numerusform>Gezählt: die besten %n Ergebnisse jedes Mitglieds aus den {size} Abenden der Saison; gestrichene Ergebnisse sind bezeichnet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="710"/>
        <source>Counted: every result of the season&apos;s first %n evenings.</source>
        <translation>
            <numerusform>Gezählt: jedes Ergebnis des ersten Abends der Saison.</numerusform>
            <numerusform>Gezählt: jedes Ergebnis der ersten %n Abende der Saison.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="713"/>
        <source>Counted: every result of the season&apos;s %n evenings.</source>
        <translation>
            <numerusform>Gezählt: jedes Ergebnis der Saison (%n Abend).</numerusform>
            <numerusform>Gezählt: jedes Ergebnis der Saison (%n Abende).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="717"/>
        <source>The worst %n results of each member are dropped once the season has more than %n evenings.</source>
        <translation>
            <numerusform>Das schlechteste Ergebnis jedes Mitglieds wird gestrichen, sobald die Saison mehr als einen Abend hat.</numerusform>
            <numerusform>Die %n schlechtesten Ergebnisse jedes Mitglieds werden gestrichen, sobald die Saison mehr als %n Abende hat.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="728"/>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="148"/>
        <source>Schieber Turnier: the most points over all Passen (each player gets his team&apos;s points); tie: more Matches (Kontermatsch included), then the higher best Passe (most points in one Passe).</source>
        <translation>Schieber-Turnier: die meisten Punkte über alle Passen (jeder Spieler erhält die Punkte seines Teams); bei Gleichstand: mehr Matches (Kontermatsch eingeschlossen), dann die höhere beste Passe (meiste Punkte in einer Passe).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="125"/>
        <source>A member who sat out every Passe by the draw has a line without a rank and is not counted among the participants (he has no Passe to average); in the season that evening counts as his own average evening.</source>
        <translation>Wer nach der Auslosung jede Passe aussetzt, hat eine Zeile ohne Rang und zählt nicht zu den Teilnehmern (er hat keine Passe für einen Durchschnitt); in der Saison zählt dieser Abend als sein eigener Durchschnittsabend.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="132"/>
        <source>A member who sat out every Passe played so far by the draw has a line without a rank for now and is not counted among the participants (he has no Passe of his own to average yet; the next Passe may seat him); in the season that evening counts as his own average evening as long as he has played none of it.</source>
        <translation>Wer nach der Auslosung bisher jede gespielte Passe aussetzte, hat vorläufig eine Zeile ohne Rang und zählt nicht zu den Teilnehmern (er hat noch keine eigene Passe für einen Durchschnitt; in der nächsten Passe kann ihn die Auslosung an einen Tisch setzen); in der Saison zählt dieser Abend als sein eigener Durchschnittsabend, solange er keine Passe davon gespielt hat.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="137"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="87"/>
        <source>sat out every Passe</source>
        <translation>setzte jede Passe aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="139"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="88"/>
        <source>sat out so far</source>
        <translation>setzte bisher aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="151"/>
        <source>Schieber Turnier</source>
        <translation>Schieber-Turnier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="159"/>
        <source>Schieber to a target</source>
        <translation>Schieber auf Zielpunktzahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="163"/>
        <source>Coiffeur: the highest total over all Passen (each player gets his team&apos;s total); tie: more Matches, then the higher best Passe.</source>
        <translation>Coiffeur: das höchste Total über alle Passen (jeder Spieler erhält das Total seines Teams); bei Gleichstand: mehr Matches, dann die höhere beste Passe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="165"/>
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="176"/>
        <location filename="../../jasstafel/ui/club/results.py" line="100"/>
        <source>Score points</source>
        <translation>Schreibpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="177"/>
        <source>Pandur: the most rank points; each Passe gives 4 / 3 / 2 / 1 for ranks 1 to 4 at a table of four (players + 1 − rank; a shared rank gives each the same); tie: more first places, then more score points over all Passen.</source>
        <translation>Pandur: die meisten Rangpunkte; jede Passe gibt 4 / 3 / 2 / 1 für die Ränge 1 bis 4 an einem Vierertisch (Spieler + 1 − Rang; ein geteilter Rang gibt jedem gleich viel); bei Gleichstand: mehr erste Plätze, dann mehr Schreibpunkte über alle Passen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="366"/>
        <source>{rule} {sitout}</source>
        <translation>{rule} {sitout}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="506"/>
        <source>best N: N must be 1 or more</source>
        <translation>die besten N: N muss 1 oder mehr sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="508"/>
        <source>of M: M must be 1 or more</source>
        <translation>von M: M muss 1 oder mehr sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="510"/>
        <source>the number of worst results to drop cannot be negative</source>
        <translation>die Zahl der gestrichenen schlechtesten Ergebnisse kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="513"/>
        <source>unknown season scoring {scoring} (rank_points or points)</source>
        <translation>unbekannte Saisonwertung {scoring} (rank_points oder points)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="320"/>
        <source>Per Passe</source>
        <translation>Je Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="396"/>
        <source>Ranked</source>
        <translation>Rangiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="574"/>
        <source>A: {0} &amp; {1}</source>
        <translation>A: {0} &amp; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="575"/>
        <source>B: {0} &amp; {1}</source>
        <translation>B: {0} &amp; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="602"/>
        <source>Table sheet · Passe {0} · Table {1}</source>
        <translation>Tischblatt · Passe {0} · Tisch {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="658"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="665"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="843"/>
        <source>No draw yet: there are no tables to print sheets for.</source>
        <translation>Noch keine Auslosung: es gibt keine Tische, für die Blätter zu drucken wären.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="666"/>
        <source>Table sheets</source>
        <translation>Tischblätter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="811"/>
        <source>Table {0}</source>
        <translation>Tisch {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="817"/>
        <source>Passe {0} · {1}</source>
        <translation>Passe {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="831"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="844"/>
        <source>Table cards</source>
        <translation>Tischkarten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="862"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="895"/>
        <source>Seat map · {0}</source>
        <translation>Sitzplan · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="306"/>
        <source>the club database is busy: another program kept writing to it for {seconds} seconds; try again</source>
        <translation>die Vereinsdatenbank ist belegt: ein anderes Programm hat {seconds} Sekunden lang hineingeschrieben; versuchen Sie es nochmals</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="333"/>
        <source>the club database cannot be written here (the file or its folder is read-only): nothing was changed</source>
        <translation>die Vereinsdatenbank kann hier nicht geschrieben werden (die Datei oder ihr Ordner ist schreibgeschützt): nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="336"/>
        <source>the club database cannot be used: {reason}</source>
        <translation>die Vereinsdatenbank kann nicht verwendet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="339"/>
        <source>the club database refused the change: {reason}</source>
        <translation>die Vereinsdatenbank hat die Änderung abgelehnt: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="350"/>
        <source>the club database is damaged: unreadable text</source>
        <translation>die Vereinsdatenbank ist beschädigt: unlesbarer Text</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="456"/>
        <source>{name} can only be read here (the file or its folder is read-only): nothing was changed</source>
        <translation>{name} kann hier nur gelesen werden (die Datei oder ihr Ordner ist schreibgeschützt): nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="525"/>
        <source>there is no club database at {name}</source>
        <translation>unter {name} gibt es keine Vereinsdatenbank</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="550"/>
        <source>{name} is empty: it is no club database (a command that creates a club, such as &apos;club member add&apos;, makes one in it)</source>
        <translation>{name} ist leer: das ist keine Vereinsdatenbank (ein Befehl, der einen Verein anlegt, wie &apos;club member add&apos;, legt darin einen an)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="554"/>
        <source>{name} is empty and cannot be written here: no club can be made in it</source>
        <translation>{name} ist leer und kann hier nicht geschrieben werden: darin kann kein Verein angelegt werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="562"/>
        <source>cannot open {name}: {reason}</source>
        <translation>{name} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="575"/>
        <source>{name} is a club database of an older Jasstafel (version {version}) and cannot be brought up to date here, where it is read-only: open it once where it can be written</source>
        <translation>{name} ist eine Vereinsdatenbank einer älteren Jasstafel (Version {version}) und kann hier, wo sie schreibgeschützt ist, nicht nachgeführt werden: öffnen Sie sie einmal dort, wo sie geschrieben werden kann</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="583"/>
        <source>{name} is busy: another program is writing to it</source>
        <translation>{name} ist belegt: ein anderes Programm schreibt hinein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="489"/>
        <location filename="../../jasstafel/club/db.py" line="585"/>
        <source>{name} cannot be used as a club database: {reason}</source>
        <translation>{name} kann nicht als Vereinsdatenbank verwendet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="343"/>
        <source>the club database is damaged: part of it cannot be read (SQLite: “{detail}”)</source>
        <translation>die Vereinsdatenbank ist beschädigt: ein Teil davon kann nicht gelesen werden (SQLite: «{detail}»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="346"/>
        <source>the club database is damaged (SQLite: “{detail}”)</source>
        <translation>die Vereinsdatenbank ist beschädigt (SQLite: «{detail}»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="495"/>
        <location filename="../../jasstafel/club/db.py" line="592"/>
        <source>{name} is damaged: unreadable text in its schema</source>
        <translation>{name} ist beschädigt: unlesbarer Text in seinem Schema</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="614"/>
        <source>{name} was brought up to date from club database version {before} to {after}: an older Jasstafel can no longer open it. A copy of the file as it was is kept in {copy}</source>
        <translation>{name} wurde von Vereinsdatenbank-Version {before} auf {after} nachgeführt: Eine ältere Jasstafel kann sie nicht mehr öffnen. Eine Kopie der Datei, wie sie war, liegt in {copy}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="662"/>
        <source>{name} is a club database of an older Jasstafel (version {version}) and no copy of it as it is could be kept before bringing it up to date ({reason}). The file was not changed.</source>
        <translation>{name} ist eine Vereinsdatenbank einer älteren Jasstafel (Version {version}), und vor dem Nachführen konnte keine Kopie davon angelegt werden ({reason}). Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="719"/>
        <source>{name} is damaged: part of it cannot be read (SQLite: “{detail}”)</source>
        <translation>{name} ist beschädigt: ein Teil davon kann nicht gelesen werden (SQLite: «{detail}»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="721"/>
        <source>{name} is not a club database or is damaged (SQLite: “{detail}”)</source>
        <translation>{name} ist keine Vereinsdatenbank oder ist beschädigt (SQLite: «{detail}»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="732"/>
        <source>{name} is a link to a file that does not exist</source>
        <translation>{name} ist eine Verknüpfung zu einer Datei, die es nicht gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="736"/>
        <location filename="../../jasstafel/club/db.py" line="754"/>
        <location filename="../../jasstafel/club/db.py" line="876"/>
        <source>cannot read {name}: {reason}</source>
        <translation>{name} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="739"/>
        <source>{name} is a folder, not a club database</source>
        <translation>{name} ist ein Ordner, keine Vereinsdatenbank</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="742"/>
        <location filename="../../jasstafel/club/db.py" line="758"/>
        <source>{name} is not a regular file (a pipe, a device or a socket): it is no club database</source>
        <translation>{name} ist keine gewöhnliche Datei (eine Pipe, ein Gerät oder ein Socket): das ist keine Vereinsdatenbank</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="808"/>
        <source>{name} is open in another program (an older Jasstafel?): close it there and try again</source>
        <translation>{name} ist in einem anderen Programm offen (einer älteren Jasstafel?): schliessen Sie sie dort und versuchen Sie es nochmals</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="835"/>
        <source>cannot create {name}: {reason}</source>
        <translation>{name} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="879"/>
        <source>{name} is not a club database (not a SQLite database file)</source>
        <translation>{name} ist keine Vereinsdatenbank (keine SQLite-Datenbankdatei)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="884"/>
        <source>{name} is damaged: invalid page size in its header</source>
        <translation>{name} ist beschädigt: ungültige Seitengrösse im Kopf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="887"/>
        <source>{name} is damaged or truncated: {size} bytes is not a whole number of {page}-byte pages</source>
        <translation>{name} ist beschädigt oder abgeschnitten: {size} Bytes sind keine ganze Zahl von Seiten zu {page} Bytes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="894"/>
        <source>{name} is damaged or truncated: its header counts {pages} pages, the file holds {held}</source>
        <translation>{name} ist beschädigt oder abgeschnitten: sein Kopf zählt {pages} Seiten, die Datei enthält {held}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="908"/>
        <source>{name} is a SQLite database of another program, not a Jasstafel club database</source>
        <translation>{name} ist eine SQLite-Datenbank eines anderen Programms, keine Jasstafel-Vereinsdatenbank</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="911"/>
        <location filename="../../jasstafel/club/db.py" line="978"/>
        <source>{name} is damaged: its schema version is {version}</source>
        <translation>{name} ist beschädigt: seine Schemaversion ist {version}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="915"/>
        <source>{name} was written by a newer Jasstafel (club database version {version}; this one knows up to version {known}): update Jasstafel to open it. The file was not changed.</source>
        <translation>{name} wurde von einer neueren Jasstafel geschrieben (Vereinsdatenbank Version {version}; diese kennt bis Version {known}): aktualisiert Jasstafel, um sie zu öffnen. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="920"/>
        <source>{name} is damaged: its tables are not those of a club database of version {version} (the version it claims). The file was not changed.</source>
        <translation>{name} ist beschädigt: ihre Tabellen sind nicht jene einer Vereinsdatenbank der Version {version} (die Version, die sie angibt). Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="927"/>
        <source>{name} is damaged: the check of the file finds faults (SQLite: “{problems}”)</source>
        <translation>{name} ist beschädigt: die Prüfung der Datei findet Fehler (SQLite: «{problems}»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="981"/>
        <source>{name} was upgraded by a newer Jasstafel meanwhile (version {version})</source>
        <translation>{name} wurde inzwischen von einer neueren Jasstafel nachgeführt (Version {version})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="152"/>
        <source>an evening of this club is live in another program</source>
        <translation>ein Abend dieses Vereins läuft live in einem anderen Programm</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="153"/>
        <source>evening {evening} of this club is live at {url} (process {pid})</source>
        <translation>Abend {evening} dieses Vereins läuft live unter {url} (Prozess {pid})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="625"/>
        <source>{name} was empty: a new club was created</source>
        <translation>{name} war leer: ein neuer Verein wurde angelegt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="628"/>
        <source>a new club was created: {name}</source>
        <translation>ein neuer Verein wurde angelegt: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="678"/>
        <source>printing needs PySide6: {reason}</source>
        <translation>Drucken braucht PySide6: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="689"/>
        <source>wrote {name}</source>
        <translation>{name} geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="702"/>
        <source>member {id}: {name} ({short})</source>
        <translation>Mitglied {id}: {name} ({short})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="704"/>
        <source>member {id}: {name}</source>
        <translation>Mitglied {id}: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="724"/>
        <source>guest {id}: {old} is now {new}</source>
        <translation>Gast {id}: {old} heisst jetzt {new}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="725"/>
        <source>member {id}: {old} is now {new}</source>
        <translation>Mitglied {id}: {old} heisst jetzt {new}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="740"/>
        <source>deleted member {id}: {name}</source>
        <translation>Mitglied {id} gelöscht: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="743"/>
        <source>member {id}: {name} is inactive</source>
        <translation>Mitglied {id}: {name} ist inaktiv</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="745"/>
        <source>member {id}: {name} is active</source>
        <translation>Mitglied {id}: {name} ist aktiv</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="752"/>
        <source>guest {id}: {name}</source>
        <translation>Gast {id}: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="768"/>
        <source>{name} is a member already</source>
        <translation>{name} ist schon Mitglied</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="770"/>
        <source>member {id}: {name} (was a guest)</source>
        <translation>Mitglied {id}: {name} (war ein Gast)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="779"/>
        <source>--set {item}: expected KEY=VALUE</source>
        <translation>--set {item}: erwartet SCHLÜSSEL=WERT</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="782"/>
        <location filename="../../jasstafel/cli/club.py" line="787"/>
        <source>--set {item}: the key {key} is given twice</source>
        <translation>--set {item}: der Schlüssel {key} kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="870"/>
        <source>not drawn yet</source>
        <translation>noch nicht ausgelost</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="889"/>
        <source>the draw was cleared: draw the evening again</source>
        <translation>die Auslosung wurde gelöscht: losen Sie den Abend neu aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="929"/>
        <source>note: Passe {passe}: {a} and {b} are partners again (no draw without a repeat was found)</source>
        <translation>Hinweis: Passe {passe}: {a} und {b} sind wieder Partner (keine Auslosung ohne Wiederholung gefunden)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="940"/>
        <source>evening {id} has no draw yet: give the members present, or --all-active</source>
        <translation>Abend {id} ist noch nicht ausgelost: geben Sie die anwesenden Mitglieder an, oder --all-active</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="946"/>
        <source>Passe {passe}</source>
        <translation>Passe {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="949"/>
        <source>  sits out  {name}</source>
        <translation>  setzt aus  {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="951"/>
        <source>  table {table}  seat {seat} ({team})  {name}</source>
        <translation>  Tisch {table}  Platz {seat} ({team})  {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="954"/>
        <source>  table {table}  seat {seat}  {name}</source>
        <translation>  Tisch {table}  Platz {seat}  {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="976"/>
        <source>Passe {passe} of evening {id} is not drawn</source>
        <translation>Passe {passe} von Abend {id} ist nicht ausgelost</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1020"/>
        <source>{name}: its players are drawn to no table of this evening, so the draw does not tell its Passe: give {name}:PASSE or --passe</source>
        <translation>{name}: Die Spieler der Datei sind an keinen Tisch dieses Abends ausgelost, die Auslosung nennt also ihre Passe nicht: Geben Sie {name}:PASSE oder --passe an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1030"/>
        <source>{name}: its players are drawn together in Passen {passen}: give {name}:PASSE or --passe</source>
        <translation>{name}: Die Spieler der Datei sind in den Passen {passen} zusammen ausgelost: Geben Sie {name}:PASSE oder --passe an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1049"/>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1057"/>
        <source>{name}: the match names no table number (info.table is {table}): give it as {name}:PASSE:TABLE</source>
        <translation>{name}: die Partie nennt keine Tischnummer (info.table ist {table}): geben Sie sie als {name}:PASSE:TISCH an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1017"/>
        <location filename="../../jasstafel/cli/club.py" line="1063"/>
        <source>{name}: which Passe? give {name}:PASSE or --passe</source>
        <translation>{name}: welche Passe? Geben Sie {name}:PASSE oder --passe an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1079"/>
        <source>{name}: Passe {passe}, table {table}</source>
        <translation>{name}: Passe {passe}, Tisch {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1093"/>
        <source>{spec}: won is {yes} or {no}</source>
        <translation>{spec}: won ist {yes} oder {no}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1114"/>
        <source>{spec}: expected MEMBER=FIGURES, e.g. Anna=1013,matches=1</source>
        <translation>{spec}: erwartet MITGLIED=ZAHLEN, z. B. Anna=1013,matches=1</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1127"/>
        <source>{spec} can be read two ways, as {one} or as {other}, both members: name the member by id or short name (see: jasstafel club member list)</source>
        <translation>{spec} lässt sich zweifach lesen, als {one} oder als {other}, beides Mitglieder: nennen Sie das Mitglied mit seiner Mitgliedsnummer oder seinem Kurznamen (siehe: jasstafel club member list)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1146"/>
        <source>{spec}: unknown figure {key} (known: {known})</source>
        <translation>{spec}: unbekannte Zahl {key} (bekannt: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1151"/>
        <source>{spec}: {key} given twice</source>
        <translation>{spec}: {key} zweimal angegeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1161"/>
        <source>{spec}: {key} has more digits than any score (at most 9)</source>
        <translation>{spec}: {key} hat mehr Ziffern als jede Punktzahl (höchstens 9)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1165"/>
        <source>{spec}: {key} must be a whole number, not {value}</source>
        <translation>{spec}: {key} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1180"/>
        <source>Pandur: give every player&apos;s rank at the table with rank=, e.g. {example}: the order of reaching 15 is not in the score points</source>
        <translation>Pandur: geben Sie den Rang jedes Spielers am Tisch mit rank= an, z. B. {example}: die Reihenfolge, in der sie 15 erreichten, steht nicht in den Schreibpunkten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1193"/>
        <source>Passe {passe}, table {table}: {name} {points} (rank {rank}, won)</source>
        <translation>Passe {passe}, Tisch {table}: {name} {points} (Rang {rank}, gewonnen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1195"/>
        <source>Passe {passe}, table {table}: {name} {points} (rank {rank})</source>
        <translation>Passe {passe}, Tisch {table}: {name} {points} (Rang {rank})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1210"/>
        <source>Passe {passe}, table {table}: equal figures share rank 1 and the win; where the tie-break decided it (the best round, a Coiffeur&apos;s rows), give the ranks: --correct with rank=1 and rank=2</source>
        <translation>Passe {passe}, Tisch {table}: gleiche Zahlen teilen Rang 1 und den Sieg; hat etwas anderes den Gleichstand entschieden (die beste Runde, die Zeilen eines Coiffeurs), geben Sie die Ränge an: --correct mit rank=1 und rank=2</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1442"/>
        <source>{name}, season {season}</source>
        <translation>{name}, Saison {season}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1445"/>
        <source>{evenings}, {games}, {wins}</source>
        <translation>{evenings}, {games}, {wins}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1454"/>
        <source>{figures}, average {average}</source>
        <translation>{figures}, Durchschnitt {average}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1460"/>
        <source>{variant}: {games}, {wins}, {figure}: average {average}</source>
        <translation>{variant}: {games}, {wins}, {figure}: Durchschnitt {average}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1464"/>
        <source>{variant}: {games}, {wins}, {matches}, {figure}: average {average}</source>
        <translation>{variant}: {games}, {wins}, {matches}, {figure}: Durchschnitt {average}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1477"/>
        <source>{name} plays as a guest: a guest&apos;s evenings count in no season ranking until made a member (&apos;club guest make-member&apos;)</source>
        <translation>{name} spielt als Gast: die Abende eines Gasts zählen in keiner Saisonrangliste bis zur Aufnahme als Mitglied («club guest make-member»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="188"/>
        <source>{what} has at most {count} characters, not {length}</source>
        <translation>{what} hat höchstens {count} Zeichen, nicht {length}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="246"/>
        <source>the club database is damaged: {what}</source>
        <translation>die Vereinsdatenbank ist beschädigt: {what}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="325"/>
        <source>a season is a short label, e.g. 2026 or 2025/26</source>
        <translation>eine Saison ist eine kurze Bezeichnung, z. B. 2026 oder 2025/26</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="331"/>
        <source>an evening has 1 to {most} Passen, not {passen}</source>
        <translation>ein Abend hat 1 bis {most} Passen, nicht {passen}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="334"/>
        <source>an evening has 0 (as the draw gives) to {most} tables, not {tables}</source>
        <translation>ein Abend hat 0 (wie die Auslosung ergibt) bis {most} Tische, nicht {tables}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="349"/>
        <source>{variant} cannot be played at a club evening</source>
        <translation>{variant} kann an einem Vereinsabend nicht gespielt werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="353"/>
        <source>{variant} has no preset {preset} (known: {known})</source>
        <translation>{variant} hat keine Vorlage {preset} (bekannt: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="364"/>
        <source>a table setting is not valid: {reason}</source>
        <translation>eine Tischregel ist ungültig: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1118"/>
        <source>Passe {passe}, table {table} was changed meanwhile by another program and is now {now}: nothing was corrected</source>
        <translation>Passe {passe}, Tisch {table} wurde inzwischen von einem anderen Programm geändert und steht jetzt bei {now}: nichts wurde korrigiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1283"/>
        <source>{name} is a member, not a guest</source>
        <translation>{name} ist ein Mitglied, kein Gast</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="376"/>
        <source>a member needs a name</source>
        <translation>ein Mitglied braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="386"/>
        <source>a name cannot be a number (numbers are member ids)</source>
        <translation>ein Name kann keine Zahl sein (Zahlen sind Mitgliedsnummern)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1435"/>
        <source>{name} is in the draw of evening {evening}: draw that evening again without {name} first</source>
        <translation>{name} ist in der Auslosung von Abend {evening}: losen Sie diesen Abend zuerst ohne {name} neu aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1682"/>
        <source>{name} is not active: reactivate the member first</source>
        <translation>{name} ist nicht aktiv: das Mitglied zuerst reaktivieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="124"/>
        <source>the short name {name} is taken by the member {other}</source>
        <translation>der Kurzname {name} gehört schon dem Mitglied {other}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="121"/>
        <source>the short name {name} is taken by the guest {other}</source>
        <translation>der Kurzname {name} gehört schon dem Gast {other}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="122"/>
        <source>the name {name} is taken by the guest {other}</source>
        <translation>der Name {name} gehört schon dem Gast {other}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="125"/>
        <source>the name {name} is taken by the member {other}</source>
        <translation>der Name {name} gehört schon dem Mitglied {other}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="152"/>
        <source>{what} is not valid Unicode (a lone surrogate {char} at character {position})</source>
        <translation>{what} ist kein gültiges Unicode (ein einzelnes Surrogat {char} bei Zeichen {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="155"/>
        <source>{what} cannot hold a control character ({char} at character {position}): names and texts are one line of plain text</source>
        <translation>{what} kann kein Steuerzeichen enthalten ({char} bei Zeichen {position}): Namen und Texte sind eine Zeile einfacher Text</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="169"/>
        <source>the name</source>
        <translation>der Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="323"/>
        <source>the season</source>
        <translation>die Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="362"/>
        <source>{where}: {problem} (and {more} more)</source>
        <translation>{where}: {problem} (und {more} weitere)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="363"/>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="541"/>
        <source>the match is not finished: import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>die Partie ist nicht beendet: Importieren Sie sie nur als unbeendete Partie, wenn das stimmt (sie hat keinen Sieger)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="548"/>
        <source>the match is not finished ({played} rounds played): import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>die Partie ist nicht beendet ({played} Runden gespielt): Importieren Sie sie nur als unbeendete Partie, wenn das stimmt (sie hat keinen Sieger)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="552"/>
        <source>the match is not finished ({played} of {rounds} rounds played): import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>die Partie ist nicht beendet ({played} von {rounds} Runden gespielt): Importieren Sie sie nur als unbeendete Partie, wenn das stimmt (sie hat keinen Sieger)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="576"/>
        <source>Passe {passe}, table {table} was recorded from an unfinished match ({played} of {rounds} rounds played), and a correction is checked against the rounds it played: {reason}. To record the final result of the paper sheet, replace the table&apos;s result with the one typed from the paper sheet</source>
        <translation>Passe {passe}, Tisch {table} wurde aus einer unbeendeten Partie übernommen ({played} von {rounds} Runden gespielt), und eine Korrektur wird an den gespielten Runden geprüft: {reason}. Um das Schlussergebnis vom Blatt zu erfassen, ersetzen Sie das Ergebnis des Tisches durch das vom Blatt eingetippte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="612"/>
        <location filename="../../jasstafel/club/club.py" line="1036"/>
        <location filename="../../jasstafel/ui/club/common.py" line="58"/>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="665"/>
        <location filename="../../jasstafel/club/club.py" line="823"/>
        <source>{setting}: {value}</source>
        <translation>{setting}: {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1043"/>
        <source>no row</source>
        <translation>keine Zeile</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1045"/>
        <source>{name} ×{factor}, {kind}</source>
        <translation>{name} ×{factor}, {kind}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1079"/>
        <source>not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1089"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="374"/>
        <source>the short name</source>
        <translation>der Kurzname</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1321"/>
        <location filename="../../jasstafel/club/club.py" line="1365"/>
        <location filename="../../jasstafel/club/club.py" line="1873"/>
        <location filename="../../jasstafel/club/club.py" line="2241"/>
        <source>there is no member {id}</source>
        <translation>es gibt kein Mitglied {id}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1380"/>
        <source>there is no member called {name}</source>
        <translation>es gibt kein Mitglied namens {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1383"/>
        <source>{name} names several members: use the member id</source>
        <translation>{name} bezeichnet mehrere Mitglieder: nehmen Sie die Mitgliedsnummer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1424"/>
        <source>{name} has a result and cannot be deleted: the rankings need it. Deactivate the member instead.</source>
        <translation>{name} hat ein Ergebnis und kann nicht gelöscht werden: die Ranglisten brauchen es. Deaktivieren Sie das Mitglied stattdessen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1428"/>
        <source>{name} has {count} results and cannot be deleted: the rankings need them. Deactivate the member instead.</source>
        <translation>{name} hat {count} Ergebnisse und kann nicht gelöscht werden: die Ranglisten brauchen sie. Deaktivieren Sie das Mitglied stattdessen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="402"/>
        <location filename="../../jasstafel/club/club.py" line="1513"/>
        <source>the place</source>
        <translation>der Ort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="161"/>
        <source>{what} cannot hold an invisible character ({char} at character {position}): a name holds only what can be seen</source>
        <translation>{what} kann kein unsichtbares Zeichen enthalten ({char} bei Zeichen {position}): ein Name enthält nur, was man sieht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="163"/>
        <source>{what} cannot hold an invisible character ({char} at character {position}): it would hide text</source>
        <translation>{what} kann kein unsichtbares Zeichen enthalten ({char} bei Zeichen {position}): es würde Text verstecken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="378"/>
        <source>a name has at most {count} characters (this one has {length})</source>
        <translation>ein Name hat höchstens {count} Zeichen (dieser hat {length})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="382"/>
        <source>a short name has at most {count} characters (this one has {length})</source>
        <translation>ein Kurzname hat höchstens {count} Zeichen (dieser hat {length})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="403"/>
        <location filename="../../jasstafel/club/club.py" line="1515"/>
        <source>the title</source>
        <translation>der Titel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="596"/>
        <source>Passe {passe}, table {table} was played with other table rules than the evening&apos;s ({differences}), and a correction is checked against the rules it was played with: {reason}</source>
        <translation>Passe {passe}, Tisch {table} wurde mit anderen Tischregeln als jenen des Abends gespielt ({differences}), und eine Korrektur wird an den Regeln geprüft, mit denen er gespielt wurde: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="784"/>
        <source>{setting}, row {row}: {value} instead of {preset}</source>
        <translation>{setting}, Zeile {row}: {value} statt {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="697"/>
        <source>{setting}: {value} instead of {preset}</source>
        <translation>{setting}: {value} statt {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="300"/>
        <source>{date} is not a date (YYYY-MM-DD or DD.MM.YYYY)</source>
        <translation>{date} ist kein Datum (JJJJ-MM-TT oder TT.MM.JJJJ)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="655"/>
        <location filename="../../jasstafel/club/club.py" line="775"/>
        <source>{contract} {value} instead of {preset}</source>
        <translation>{contract} {value} statt {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="639"/>
        <source>{setting}: {value} (preset: {preset})</source>
        <translation>{setting}: {value} (Vorlage: {preset})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="544"/>
        <source>the match is not finished ({played}): import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>die Partie ist nicht beendet ({played}): Importieren Sie sie nur als unbeendete Partie, wenn das stimmt (sie hat keinen Sieger)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="89"/>
        <source>%n deals played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="85"/>
        <source>%n rounds played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="68"/>
        <source>{played} of %n rows per team played</source>
        <translation>
            <numerusform>{played} von %n Zeile je Team gespielt</numerusform>
            <numerusform>{played} von %n Zeilen je Team gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="74"/>
        <source>{played} of %n rows played</source>
        <translation>
            <numerusform>{played} von %n Zeile gespielt</numerusform>
            <numerusform>{played} von %n Zeilen gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="79"/>
        <source>{played} of %n games played</source>
        <translation>
            <numerusform>{played} von %n Spiel gespielt</numerusform>
            <numerusform>{played} von %n Spielen gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="63"/>
        <source>{played} of %n rounds played</source>
        <translation>
            <numerusform>{played} von %n Runde gespielt</numerusform>
            <numerusform>{played} von %n Runden gespielt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="586"/>
        <source>Passe {passe}, table {table} was recorded from an unfinished match ({played}), and a correction is checked against what it played: {reason}. To record the final result of the paper sheet, replace the table&apos;s result with the one typed from the paper sheet</source>
        <translation>Passe {passe}, Tisch {table} wurde aus einer unbeendeten Partie übernommen ({played}), und eine Korrektur wird am Gespielten geprüft: {reason}. Um das Schlussergebnis vom Blatt zu erfassen, ersetzen Sie das Ergebnis des Tisches durch das vom Blatt eingetippte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="640"/>
        <source>{setting}: {value} (evening: {preset})</source>
        <translation>{setting}: {value} (Abend: {preset})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/club.py" line="688"/>
        <source>ends after %n rounds</source>
        <translation>
            <numerusform>endet nach %n Runde</numerusform>
            <numerusform>endet nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="690"/>
        <source>ends at {target}</source>
        <translation>endet bei {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="692"/>
        <source>{setting}: {value} (instead of: none)</source>
        <translation>{setting}: {value} (statt: ohne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="695"/>
        <source>{setting}: none (instead of: {preset})</source>
        <translation>{setting}: ohne (statt: {preset})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="738"/>
        <source>without {rows}</source>
        <translation>ohne {rows}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="740"/>
        <source>with {rows}</source>
        <translation>mit {rows}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/club.py" line="743"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="778"/>
        <source>{value} instead of {preset}</source>
        <translation>{value} statt {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="827"/>
        <source>Not every evening counted was played with the same table rules; their points are added as they are. {settings}</source>
        <translation>Nicht jeder gezählte Abend wurde mit denselben Tischregeln gespielt; ihre Punkte sind so zusammengezählt, wie sie sind. {settings}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="865"/>
        <source>{mark} Passe {passe}, table {table} ({players}): other table rules: {settings}; its figures count as they stood.</source>
        <translation>{mark} Passe {passe}, Tisch {table} ({players}): andere Tischregeln: {settings}; seine Zahlen zählen, wie sie standen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="867"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): other table rules: {settings}; its figures count as they stood.</source>
        <translation>{mark} {date} ({evening}), Passe {passe}, Tisch {table} ({players}): andere Tischregeln: {settings}; seine Zahlen zählen, wie sie standen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="870"/>
        <source>Reason given at import: {reason}</source>
        <translation>Beim Import angegebener Grund: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="896"/>
        <source>{mark} Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}): it has no winner, and its figures count as they stood.</source>
        <translation>{mark} Passe {passe}, Tisch {table} ({players}): aus einer unbeendeten Partie importiert ({rounds}): sie hat keinen Sieger, und ihre Zahlen zählen, wie sie standen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="899"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}): it has no winner, and its figures count as they stood.</source>
        <translation>{mark} {date} ({evening}), Passe {passe}, Tisch {table} ({players}): aus einer unbeendeten Partie importiert ({rounds}): sie hat keinen Sieger, und ihre Zahlen zählen, wie sie standen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/progress.py" line="115"/>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="90"/>
        <source>not finished after %n deals</source>
        <translation>
            <numerusform>nicht beendet nach %n Spiel</numerusform>
            <numerusform>nicht beendet nach %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="86"/>
        <source>not finished after %n rounds</source>
        <translation>
            <numerusform>nicht beendet nach %n Runde</numerusform>
            <numerusform>nicht beendet nach %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="70"/>
        <source>not finished: {played} of %n rows per team</source>
        <translation>
            <numerusform>nicht beendet: {played} von %n Zeile je Team</numerusform>
            <numerusform>nicht beendet: {played} von %n Zeilen je Team</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="76"/>
        <source>not finished: {played} of %n rows</source>
        <translation>
            <numerusform>nicht beendet: {played} von %n Zeile</numerusform>
            <numerusform>nicht beendet: {played} von %n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="81"/>
        <source>not finished: {played} of %n games</source>
        <translation>
            <numerusform>nicht beendet: {played} von %n Spiel</numerusform>
            <numerusform>nicht beendet: {played} von %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="65"/>
        <source>not finished: {played} of %n rounds</source>
        <translation>
            <numerusform>nicht beendet: {played} von %n Runde</numerusform>
            <numerusform>nicht beendet: {played} von %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="912"/>
        <source>{mark} Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: {winners} won, and its figures count as corrected.</source>
        <translation>{mark} Passe {passe}, Tisch {table} ({players}): aus einer unbeendeten Partie importiert ({rounds}); ihr Ergebnis wurde danach korrigiert: Sieger {winners}, und ihre Zahlen zählen wie korrigiert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="916"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: {winners} won, and its figures count as corrected.</source>
        <translation>{mark} {date} ({evening}), Passe {passe}, Tisch {table} ({players}): aus einer unbeendeten Partie importiert ({rounds}); ihr Ergebnis wurde danach korrigiert: Sieger {winners}, und ihre Zahlen zählen wie korrigiert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="921"/>
        <source>{mark} Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: it has no winner, and its figures count as corrected.</source>
        <translation>{mark} Passe {passe}, Tisch {table} ({players}): aus einer unbeendeten Partie importiert ({rounds}); ihr Ergebnis wurde danach korrigiert: sie hat keinen Sieger, und ihre Zahlen zählen wie korrigiert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="925"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: it has no winner, and its figures count as corrected.</source>
        <translation>{mark} {date} ({evening}), Passe {passe}, Tisch {table} ({players}): aus einer unbeendeten Partie importiert ({rounds}); ihr Ergebnis wurde danach korrigiert: sie hat keinen Sieger, und ihre Zahlen zählen wie korrigiert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="929"/>
        <source>Reason given for the correction: {reason}</source>
        <translation>Grund der Korrektur: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1029"/>
        <source>{value} on {dates}</source>
        <translation>{value} am {dates}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1033"/>
        <source>{value} on the other evenings</source>
        <translation>{value} an den übrigen Abenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1037"/>
        <source>{setting}: {values}.</source>
        <translation>{setting}: {values}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1067"/>
        <source>{row} ({kind})</source>
        <translation>{row} ({kind})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1125"/>
        <source>{name} was renamed meanwhile by another program and is now {now}: nothing was changed</source>
        <translation>{name} wurde inzwischen von einem anderen Programm umbenannt und heisst jetzt {now}: nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1132"/>
        <source>the evening of {date} was changed meanwhile by another program ({changes}): nothing was changed</source>
        <translation>der Abend vom {date} wurde inzwischen von einem anderen Programm geändert ({changes}): nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1136"/>
        <source>its date is now {value}</source>
        <translation>sein Datum ist jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1137"/>
        <source>its season is now {value}</source>
        <translation>seine Saison ist jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1138"/>
        <source>its place is now {value}</source>
        <translation>sein Ort ist jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1139"/>
        <source>its title is now {value}</source>
        <translation>sein Titel ist jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1140"/>
        <source>its number of Passen is now {value}</source>
        <translation>seine Anzahl Passen ist jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1141"/>
        <source>its number of tables is now {value}</source>
        <translation>seine Anzahl Tische ist jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1142"/>
        <source>its variant or table rules changed</source>
        <translation>seine Jassart oder Tischregeln wurden geändert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1410"/>
        <source>{name} has a result as a guest and cannot be deleted: the rankings need it. A guest is drawn only when named again and has no place in the season: nothing else needs doing (or make the guest a member).</source>
        <translation>{name} hat als Gast ein Ergebnis und kann nicht gelöscht werden: die Ranglisten brauchen es. Ein Gast wird nur ausgelost, wenn er wieder genannt wird, und hat keinen Platz in der Saison: sonst ist nichts zu tun (oder machen Sie den Gast zum Mitglied).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1417"/>
        <source>{name} has {count} results as a guest and cannot be deleted: the rankings need them. A guest is drawn only when named again and has no place in the season: nothing else needs doing (or make the guest a member).</source>
        <translation>{name} hat als Gast {count} Ergebnisse und kann nicht gelöscht werden: die Ranglisten brauchen sie. Ein Gast wird nur ausgelost, wenn er wieder genannt wird, und hat keinen Platz in der Saison: sonst ist nichts zu tun (oder machen Sie den Gast zum Mitglied).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1530"/>
        <source>the evening has results of {tables} tables: its variant and table rules stay as they were checked against them (remove the results first, or create a new evening)</source>
        <translation>der Abend hat Ergebnisse von {tables} Tischen: Jassart und Tischregeln bleiben, da die Ergebnisse daran geprüft wurden (zuerst die Ergebnisse entfernen, oder einen neuen Abend anlegen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1536"/>
        <source>Passe {passe} has results: the evening keeps at least {passe} Passen</source>
        <translation>Passe {passe} hat Ergebnisse: der Abend behält mindestens {passe} Passen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1540"/>
        <source>table {table} has results: the evening keeps at least {table} tables</source>
        <translation>Tisch {table} hat Ergebnisse: der Abend behält mindestens {table} Tische</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1546"/>
        <source>the evening&apos;s draw does not fit {variant} (its tables or teams): change it with the draw cleared, then draw again</source>
        <translation>die Auslosung des Abends passt nicht zu {variant} (Tische oder Teams): ändern Sie es mit gelöschter Auslosung und losen Sie dann neu aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1601"/>
        <location filename="../../jasstafel/club/club.py" line="2313"/>
        <source>the note</source>
        <translation>die Notiz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1609"/>
        <location filename="../../jasstafel/club/club.py" line="1654"/>
        <source>there is no evening {id}</source>
        <translation>es gibt keinen Abend {id}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1655"/>
        <source>several evenings on {date}: use the evening id</source>
        <translation>mehrere Abende am {date}: nehmen Sie die Nummer des Abends</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1678"/>
        <source>a member is listed twice for the draw</source>
        <translation>ein Mitglied steht zweimal in der Auslosung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1685"/>
        <location filename="../../jasstafel/club/club.py" line="2745"/>
        <source>the evening has Passen 1 to {passen}, not {passe}</source>
        <translation>der Abend hat die Passen 1 bis {passen}, nicht {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1692"/>
        <source>Passe {passe} already has results: it cannot be drawn again</source>
        <translation>Passe {passe} hat schon Ergebnisse: sie kann nicht neu ausgelost werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1800"/>
        <source>the match is invalid: {reason}</source>
        <translation>die Partie ist ungültig: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1804"/>
        <source>the match is {match}, the evening {evening}</source>
        <translation>die Partie ist {match}, der Abend {evening}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1811"/>
        <source>the match is scored as {match}, the evening ranks {evening}</source>
        <translation>die Partie wird als {match} gewertet, der Abend rangiert als {evening}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1830"/>
        <source>the match has {players} players, {given} members were given</source>
        <translation>die Partie hat {players} Spieler, angegeben wurden {given} Mitglieder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1835"/>
        <source>{name} plays twice in the match</source>
        <translation>{name} spielt zweimal in der Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1918"/>
        <source>the draw of Passe {passe} has no table {table}: check the table&apos;s number (a table set up after the draw is recorded as an override, with its reason)</source>
        <translation>die Auslosung der Passe {passe} hat keinen Tisch {table}: prüfen Sie die Tischnummer (ein nach der Auslosung aufgestellter Tisch wird als Ausnahme erfasst, mit dem Grund)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1946"/>
        <source>Passe {passe}, table {table} has no results to correct</source>
        <translation>Passe {passe}, Tisch {table} hat keine Ergebnisse zum Korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1976"/>
        <source>{name} has no result at Passe {passe}, table {table}</source>
        <translation>{name} hat kein Ergebnis in Passe {passe}, Tisch {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1994"/>
        <source>{a} and {b} are partners: a team has one result, correct both alike</source>
        <translation>{a} und {b} sind Partner: ein Team hat ein Ergebnis, korrigieren Sie beide gleich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="315"/>
        <source>{name}: rank {rank} at a table of {count}</source>
        <translation>{name}: Rang {rank} an einem Tisch mit {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2754"/>
        <source>the evening&apos;s tables are 1 to {tables}, not {table}</source>
        <translation>die Tische des Abends sind 1 bis {tables}, nicht {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2756"/>
        <source>the evening&apos;s tables are numbered from 1, not {table}</source>
        <translation>die Tische des Abends sind ab 1 nummeriert, nicht {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2247"/>
        <source>Passe {passe}, table {table} has results already: replace them (a correction) or choose another table</source>
        <translation>Passe {passe}, Tisch {table} hat schon Ergebnisse: ersetzen Sie sie (eine Korrektur) oder wählen Sie einen anderen Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1817"/>
        <source>the match was played with other table rules than the evening&apos;s: {differences}. Import it only if that is right, accepting its other table rules with the reason, which is logged.</source>
        <translation>die Partie wurde mit anderen Tischregeln als jenen des Abends gespielt: {differences}. Importieren Sie sie nur, wenn das stimmt, und nehmen Sie ihre anderen Tischregeln mit dem Grund an; er wird protokolliert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2257"/>
        <source>{name} already has a result in Passe {passe} at table {table}</source>
        <translation>{name} hat schon ein Ergebnis in Passe {passe} an Tisch {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2596"/>
        <source>no evening with results in the season {season} (seasons: {known})</source>
        <translation>kein Abend mit Ergebnissen in der Saison {season} (Saisons: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2598"/>
        <source>no evening with results in the season {season} (no season yet)</source>
        <translation>kein Abend mit Ergebnissen in der Saison {season} (noch keine Saison)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/draw.py" line="127"/>
        <source>a draw needs at least {low} players, not {count}</source>
        <translation>eine Auslosung braucht mindestens {low} Spieler, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/draw.py" line="205"/>
        <source>a player is listed twice for the draw</source>
        <translation>ein Spieler steht zweimal in der Auslosung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/draw.py" line="207"/>
        <source>a draw needs at least one Passe</source>
        <translation>eine Auslosung braucht mindestens eine Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="106"/>
        <source>{side}: {what} cannot be negative, not {value}</source>
        <translation>{side}: {what} kann nicht negativ sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="117"/>
        <source>{side}: only Fahnder has Nuller</source>
        <translation>{side}: nur der Fahnder kennt Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="122"/>
        <source>{side}: only Schieber and Coiffeur have Matches</source>
        <translation>{side}: nur Schieber und Coiffeur kennen Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="130"/>
        <source>({value})</source>
        <translation>({value})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="133"/>
        <source>{a} + {b}</source>
        <translation>{a} + {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="140"/>
        <source>{side}: {value} is not possible: the figure cannot be negative</source>
        <translation>{side}: {value} ist nicht möglich: die Zahl kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="143"/>
        <source>{side}: {value} is not possible: {rule}</source>
        <translation>{side}: {value} ist nicht möglich: {rule}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="171"/>
        <source>a Schieber of {rounds} rounds writes a team at most {most} points</source>
        <translation>ein Schieber mit {rounds} Runden schreibt einem Team höchstens {most} Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="189"/>
        <source>{side}: {matches} Matches in {rounds} rounds is not possible (at most one per round)</source>
        <translation>{side}: {matches} Matches in {rounds} Runden sind nicht möglich (höchstens einer je Runde)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="185"/>
        <source>a Schieber to {target} ends in the round that crosses it: a team writes at most {most} points</source>
        <translation>ein Schieber auf {target} endet in der Runde, die das Ziel überschreitet: ein Team schreibt höchstens {most} Punkte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="176"/>
        <source>a Schieber broken off after %n rounds writes a team at most {most} points ({round} a round)</source>
        <translation>
            <numerusform>ein Schieber, nach %n Runde abgebrochen, schreibt einem Team höchstens {most} Punkte ({round} pro Runde)</numerusform>
            <numerusform>ein Schieber, nach %n Runden abgebrochen, schreibt einem Team höchstens {most} Punkte ({round} pro Runde)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="193"/>
        <location filename="../../jasstafel/club/limits.py" line="360"/>
        <source>{side}: {matches} Matches write at least {least} points, more than the {points} given</source>
        <translation>{side}: {matches} Matches schreiben mindestens {least} Punkte, mehr als die angegebenen {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="201"/>
        <source>{matches} Matches in {rounds} rounds is not possible (at most one per round)</source>
        <translation>{matches} Matches in {rounds} Runden sind nicht möglich (höchstens einer je Runde)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="219"/>
        <source>{side}: {points} is not possible: a Schieber to {target} broken off after %n rounds had not ended: no team had reached the target, unless both crossed it in the same round ({other} have {other_points})</source>
        <translation>
            <numerusform>{side}: {points} ist nicht möglich: ein Schieber auf {target}, nach %n Runde abgebrochen, war nicht beendet: kein Team hatte das Ziel erreicht, ausser beide hätten es in derselben Runde überschritten ({other} haben {other_points})</numerusform>
            <numerusform>{side}: {points} ist nicht möglich: ein Schieber auf {target}, nach %n Runden abgebrochen, war nicht beendet: kein Team hatte das Ziel erreicht, ausser beide hätten es in derselben Runde überschritten ({other} haben {other_points})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="249"/>
        <source>a Schieber of {rounds} rounds without Weis writes {fixed} points in all ({rounds} × {deck}): {given} = {total} is not possible</source>
        <translation>ein Schieber mit {rounds} Runden ohne Weis schreibt insgesamt {fixed} Punkte ({rounds} × {deck}): {given} = {total} ist nicht möglich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="258"/>
        <source>a Schieber of {rounds} rounds without Weis writes {fixed} points in all, and {bonus} more for each Match: with {matches} Matches {expected}, not {given} = {total}</source>
        <translation>ein Schieber mit {rounds} Runden ohne Weis schreibt insgesamt {fixed} Punkte und je Match {bonus} mehr: mit {matches} Matches {expected}, nicht {given} = {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="270"/>
        <source>a Schieber of {rounds} rounds writes between {least} and {most} points in all: {given} = {total} is not possible</source>
        <translation>ein Schieber mit {rounds} Runden schreibt insgesamt zwischen {least} und {most} Punkte: {given} = {total} ist nicht möglich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="281"/>
        <source>{side}: the evening&apos;s tables keep no Striche (the back side is off)</source>
        <translation>{side}: die Tische des Abends führen keine Striche (die Rückseite ist aus)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="320"/>
        <source>at most {most}: {played} of {rows} rows played ({factors}), a Match in every one</source>
        <translation>höchstens {most}: {played} von {rows} Zeilen gespielt ({factors}), in jeder ein Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="398"/>
        <source>Weis and Stöck</source>
        <translation>Weis und Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="399"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="402"/>
        <source>the points at the table add up to {given} = {total}: with {players} players and {rounds} rounds, the last counting double, the sum must end in {digit} ({counted} × 157 card points, {weis} in tens)</source>
        <translation>die Punkte am Tisch ergeben {given} = {total}: mit {players} Spielern und {rounds} Runden, die letzte doppelt gezählt, muss die Summe auf {digit} enden ({counted} × 157 Kartenpunkte, {weis} in Zehnern)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="408"/>
        <source>the points at the table add up to {given} = {total}: with {players} players and {rounds} rounds the sum must end in {digit} ({rounds} × 157 card points, {weis} in tens)</source>
        <translation>die Punkte am Tisch ergeben {given} = {total}: mit {players} Spielern und {rounds} Runden muss die Summe auf {digit} enden ({rounds} × 157 Kartenpunkte, {weis} in Zehnern)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="435"/>
        <source>a Handjass broken off after %n rounds had nobody at {voll} Striche: a player has 0 to {most}</source>
        <translation>
            <numerusform>ein Handjass, nach %n Runde abgebrochen, hatte noch niemanden voll ({voll} Striche): ein Spieler hat 0 bis {most}</numerusform>
            <numerusform>ein Handjass, nach %n Runden abgebrochen, hatte noch niemanden voll ({voll} Striche): ein Spieler hat 0 bis {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="478"/>
        <source>{side}: {striche} Striche is not possible: a Fahnder broken off after %n rounds gives a player at most {most} Striche (3 a round)</source>
        <translation>
            <numerusform>{side}: {striche} Striche sind nicht möglich: ein Fahnder, nach %n Runde abgebrochen, gibt einem Spieler höchstens {most} Striche (3 pro Runde)</numerusform>
            <numerusform>{side}: {striche} Striche sind nicht möglich: ein Fahnder, nach %n Runden abgebrochen, gibt einem Spieler höchstens {most} Striche (3 pro Runde)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="487"/>
        <source>{side}: {net} net Striche is not possible: a Fahnder broken off after %n rounds had no Fahnder-König ({target} net Striche): at most {most}</source>
        <translation>
            <numerusform>{side}: {net} Netto-Striche sind nicht möglich: ein Fahnder, nach %n Runde abgebrochen, hatte noch keinen Fahnder-König ({target} Netto-Striche): höchstens {most}</numerusform>
            <numerusform>{side}: {net} Netto-Striche sind nicht möglich: ein Fahnder, nach %n Runden abgebrochen, hatte noch keinen Fahnder-König ({target} Netto-Striche): höchstens {most}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="498"/>
        <source>Pandur ends at 15 score points; inheritance stops at 14 and a deal gives at most 6: 0 to {most}</source>
        <translation>Pandur endet bei 15 Schreibpunkten; das Erben hört bei 14 auf, und ein Spiel gibt höchstens 6: 0 bis {most}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="503"/>
        <source>a Pandur broken off after %n deals gives a player at most {most} score points (6 a deal)</source>
        <translation>
            <numerusform>ein Pandur, nach %n Spiel abgebrochen, gibt einem Spieler höchstens {most} Schreibpunkte (6 pro Spiel)</numerusform>
            <numerusform>ein Pandur, nach %n Spielen abgebrochen, gibt einem Spieler höchstens {most} Schreibpunkte (6 pro Spiel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="512"/>
        <source>{sides}: {points} is not possible: a Pandur broken off after %n deals had not ended: it goes on while two players are under 15</source>
        <translation>
            <numerusform>{sides}: {points} ist nicht möglich: ein Pandur, nach %n Spiel abgebrochen, war nicht beendet: er geht weiter, solange zwei Spieler unter 15 sind</numerusform>
            <numerusform>{sides}: {points} ist nicht möglich: ein Pandur, nach %n Spielen abgebrochen, war nicht beendet: er geht weiter, solange zwei Spieler unter 15 sind</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="600"/>
        <source>{sides}: {given} = {total} is not possible: {games} Guggitaler give {count} players at most {most} Domino points together (the {count} best places), and a penalty only takes away</source>
        <translation>{sides}: {given} = {total} ist nicht möglich: {games} Guggitaler geben {count} Spielern zusammen höchstens {most} Dominopunkte (die {count} besten Plätze), und eine Strafe zieht nur ab</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="309"/>
        <source>a Coiffeur of {rows} rows writes a team at most {most} points (a Match in every row)</source>
        <translation>ein Coiffeur mit {rows} Zeilen schreibt einem Team höchstens {most} Punkte (ein Match in jeder Zeile)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="355"/>
        <source>{side}: {matches} Matches in {rows} rows is not possible (at most one per row)</source>
        <translation>{side}: {matches} Matches in {rows} Zeilen sind nicht möglich (höchstens einer je Zeile)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="376"/>
        <source>a Molotow of {rounds} rounds gives a player between {least} and {most} points</source>
        <translation>ein Molotow mit {rounds} Runden gibt einem Spieler zwischen {least} und {most} Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="379"/>
        <source>{side}: Molotow has no Matches</source>
        <translation>{side}: der Molotow kennt keine Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="420"/>
        <source>a Differenzler of {games} games gives a penalty of 0 to {most}</source>
        <translation>ein Differenzler mit {games} Spielen gibt 0 bis {most} Strafpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="444"/>
        <source>{side}: a Handjass counts Striche: {striche} Striche, not {points}</source>
        <translation>{side}: ein Handjass zählt Striche: {striche} Striche, nicht {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="430"/>
        <source>a Handjass ends when someone has {voll} Striche: a player has 0 to {most}</source>
        <translation>ein Handjass endet, wenn jemand {voll} Striche hat: ein Spieler hat 0 bis {most}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="287"/>
        <source>Striche come from Win 2, Berg 1, Schneider 2 and 2 per (Konter)match at most: {most}</source>
        <translation>Striche kommen aus Sieg 2, Berg 1, Schneider 2 und höchstens 2 je (Konter-)Match: {most}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="458"/>
        <source>{side}: net Striche are Striche − Nuller: {striche} − {nuller} = {net}, not {points}</source>
        <translation>{side}: Netto-Striche sind Striche − Nuller: {striche} − {nuller} = {net}, nicht {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="465"/>
        <source>{side}: {net} net Striche is not possible: a Fahnder ends at {target}, and one round gives at most 3 (at most {most})</source>
        <translation>{side}: {net} Netto-Striche sind nicht möglich: ein Fahnder endet bei {target}, und eine Runde gibt höchstens 3 (höchstens {most})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="76"/>
        <source>the match&apos;s board has sides the club cannot map to players</source>
        <translation>die Tafel der Partie hat Seiten, die der Verein keinen Spielern zuordnen kann</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="129"/>
        <source>the draw has no table {table} in Passe {passe}</source>
        <translation>die Auslosung hat keinen Tisch {table} in Passe {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="136"/>
        <source>{name} is drawn at table {table}</source>
        <translation>{name} ist an Tisch {table} ausgelost</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="139"/>
        <source>{name} sits out this Passe by the draw</source>
        <translation>{name} setzt diese Passe nach der Auslosung aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="141"/>
        <source>{name} is not in this Passe&apos;s draw</source>
        <translation>{name} ist nicht in der Auslosung dieser Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="144"/>
        <source>{name} is drawn at this table</source>
        <translation>{name} ist an diesem Tisch ausgelost</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="151"/>
        <source>the draw makes {a} and {b} partners</source>
        <translation>die Auslosung macht {a} und {b} zu Partnern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="164"/>
        <source>Passe {passe}, table {table} is not the draw&apos;s line-up: {difference}. A result is for the players the draw seated there; record another line-up (a late arrival, a substitute) as an override, with its reason.</source>
        <translation>Passe {passe}, Tisch {table} ist nicht die Aufstellung der Auslosung: {difference}. Ein Ergebnis gilt für die Spieler, die die Auslosung dort setzte; erfassen Sie eine andere Aufstellung (ein später Gekommener, ein Ersatz) als Ausnahme, mit dem Grund.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="175"/>
        <source>{name} is listed twice at the table</source>
        <translation>{name} steht zweimal am Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="187"/>
        <source>{rule}, not {count} players at a table</source>
        <translation>{rule}, nicht {count} Spieler an einem Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="190"/>
        <source>{variant} is played by {low} players at a table, not {count}</source>
        <translation>{variant} spielen genau {low} Spieler an einem Tisch, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="193"/>
        <source>{variant} is played by {low} to {high} players at a table, not {count}</source>
        <translation>{variant} spielen {low} bis {high} Spieler an einem Tisch, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="219"/>
        <source>{name}: the points are missing</source>
        <translation>{name}: die Punkte fehlen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="229"/>
        <source>{a} and {b} are partners: a team has one result, give both the same figures (without a draw, the players named make the teams two by two: the first two, the next two, the last two)</source>
        <translation>{a} und {b} sind Partner: ein Team hat ein Ergebnis, geben Sie beiden dieselben Zahlen (ohne Auslosung bilden die Genannten die Teams zu zweit: die ersten zwei, die nächsten zwei, die letzten zwei)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="233"/>
        <source>{a} and {b} are partners: a team has one result, give both the same figures (without a draw, the first two players named are one team)</source>
        <translation>{a} und {b} sind Partner: ein Team hat ein Ergebnis, geben Sie beiden dieselben Zahlen (ohne Auslosung sind die zwei zuerst Genannten ein Team)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="236"/>
        <source>{a} and {b} are partners: a team has one result, give both the same figures</source>
        <translation>{a} und {b} sind Partner: ein Team hat ein Ergebnis, geben Sie beiden dieselben Zahlen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="247"/>
        <source>give the rank of every player at the table, or of none</source>
        <translation>geben Sie den Rang jedes Spielers am Tisch an, oder von keinem</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="301"/>
        <source>{sides} are both marked as won: one team wins a game (the winner is rank 1 at the table): mark only the team that won</source>
        <translation>{sides} sind beide als gewonnen markiert: eine Partie gewinnt ein Team (der Sieger ist Rang 1 am Tisch): markieren Sie nur das Team, das gewonnen hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="306"/>
        <source>{sides} are both marked as not won: one team wins a game to a target (the one that called Bedanken); mark it</source>
        <translation>{sides} sind beide als nicht gewonnen markiert: eine Partie auf Zielpunktzahl gewinnt ein Team (das, das sich bedankt hat); markieren Sie es</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="320"/>
        <source>Pandur: give the rank of every player at the table: the order of reaching 15 is not in the score points</source>
        <translation>Pandur: geben Sie den Rang jedes Spielers am Tisch an: die Reihenfolge, in der sie 15 erreichten, steht nicht in den Schreibpunkten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="327"/>
        <source>{sides} have the same points and neither is marked as won: one team wins a game to a target (the one that called Bedanken); mark it</source>
        <translation>{sides} haben gleich viele Punkte, und keines ist als gewonnen markiert: eine Partie auf Zielpunktzahl gewinnt ein Team (das, das sich bedankt hat); markieren Sie es</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="338"/>
        <source>{name}: marked as won at rank {rank}: only rank 1 at the table has won</source>
        <translation>{name}: als gewonnen markiert auf Rang {rank}: gewonnen hat nur Rang 1 am Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="341"/>
        <source>{name}: rank 1 at the table has won: it cannot be marked as not won</source>
        <translation>{name}: Rang 1 am Tisch hat gewonnen: er kann nicht als nicht gewonnen markiert sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="356"/>
        <source>ranks {given} are not possible: players who share a place take the places after it too (after two first places comes the third): {fixed}</source>
        <translation>die Ränge {given} sind nicht möglich: wer sich einen Platz teilt, belegt auch die Plätze danach (nach zwei ersten Plätzen kommt der dritte): {fixed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="381"/>
        <source>ranks {given} are not possible: {rule}: {fixed}</source>
        <translation>die Ränge {given} sind nicht möglich: {rule}: {fixed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="390"/>
        <source>in a Molotow the fewest points rank first; equal points for the win are decided by drawing a card, other equal points share the rank</source>
        <translation>im Molotow stehen die wenigsten Punkte zuoberst; bei gleichen Punkten um den Sieg entscheidet das Kartenziehen, sonst teilen gleiche Punkte den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="394"/>
        <source>in a Molotow the fewest points rank first; equal points are decided by drawing a card</source>
        <translation>im Molotow stehen die wenigsten Punkte zuoberst; bei gleichen Punkten entscheidet das Kartenziehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="397"/>
        <source>in a Schieber Turnier the team with more points ranks first, on equal points the one with more Matches; equal in both are decided by the best round</source>
        <translation>im Schieber-Turnier steht das Team mit mehr Punkten zuoberst, bei gleichen Punkten das mit mehr Matches; bei Gleichstand in beidem entscheidet die beste Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="401"/>
        <source>in a Schieber Turnier the team with more points ranks first, on equal points the one with more Matches; equal in both share the rank</source>
        <translation>im Schieber-Turnier steht das Team mit mehr Punkten zuoberst, bei gleichen Punkten das mit mehr Matches; bei Gleichstand in beidem teilen die Teams den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="405"/>
        <source>in a Coiffeur the higher total ranks first, on equal totals the one with more Matches; equal in both are decided by the cells from the highest row down</source>
        <translation>im Coiffeur steht das höhere Total zuoberst, bei gleichem Total das Team mit mehr Matches; bei Gleichstand in beidem entscheiden die Felder von der höchsten Zeile abwärts</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="409"/>
        <source>in a Fahnder every Fahnder-König ({target} net Striche or more) ranks first, the others by their net Striche; equal nets share the rank</source>
        <translation>im Fahnder steht jeder Fahnder-König ({target} Netto-Striche oder mehr) zuoberst, die anderen nach ihren Netto-Strichen; gleiche Netto-Striche teilen den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="413"/>
        <source>in a Handjass with Gewinnstriche everyone with {voll} Striche ranks first, the others by their Striche, the most first; equal Striche share the rank</source>
        <translation>im Handjass mit Gewinnstrichen steht jeder mit {voll} Strichen zuoberst, die anderen nach ihren Strichen, die meisten zuerst; gleiche Striche teilen den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="417"/>
        <source>in a Differenzler the lowest penalty ranks first; equal penalties share the rank (no draw)</source>
        <translation>im Differenzler steht die tiefste Strafe zuoberst; gleiche Strafen teilen den Rang (kein Kartenziehen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="419"/>
        <source>in a Handjass the fewest Striche rank first; equal Striche share the rank</source>
        <translation>im Handjass stehen die wenigsten Striche zuoberst; gleiche Striche teilen den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="421"/>
        <source>on a Punktetafel the most points rank first; equal points share the rank</source>
        <translation>auf der Punktetafel stehen die meisten Punkte zuoberst; gleiche Punkte teilen den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="423"/>
        <source>on a Punktetafel where the lowest wins the fewest points rank first; equal points share the rank</source>
        <translation>auf der Punktetafel, auf der die Tiefsten gewinnen, stehen die wenigsten Punkte zuoberst; gleiche Punkte teilen den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="425"/>
        <source>in a Guggitaler the highest total ranks first; equal totals share the rank</source>
        <translation>im Guggitaler steht das höchste Total zuoberst; gleiche Totale teilen den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="439"/>
        <source>{names} share the last place: in a Pandur the last one left is the loser, one player</source>
        <translation>{names} teilen sich den letzten Platz: beim Pandur ist der Letzte, der übrig bleibt, der Verlierer, ein Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="445"/>
        <source>{names} share rank {rank}: in a Pandur at most two players reach 15 in the same deal (the two opponents of a failed contract)</source>
        <translation>{names} teilen sich Rang {rank}: beim Pandur erreichen höchstens zwei Spieler im selben Spiel 15 (die beiden Gegenspieler eines verlorenen Spiels)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="451"/>
        <source>{name}: rank {rank} with {points} score points is not possible: only a player who reached 15 places before the loser</source>
        <translation>{name}: Rang {rank} mit {points} Schreibpunkten ist nicht möglich: vor dem Verlierer steht nur, wer 15 erreicht hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="456"/>
        <source>{name}: {points} score points at the last place is not possible: the loser is the one left without 15</source>
        <translation>{name}: {points} Schreibpunkte auf dem letzten Platz ist nicht möglich: der Verlierer ist der, der ohne 15 übrig bleibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="476"/>
        <source>{name}: which team? At a table of two teams give each player&apos;s side (0 or 1), or draw the evening first</source>
        <translation>{name}: welches Team? Geben Sie an einem Tisch mit zwei Teams die Seite jedes Spielers an (0 oder 1), oder losen Sie den Abend zuerst aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="482"/>
        <source>a table of three teams has two players in each team</source>
        <translation>ein Tisch mit drei Teams hat zwei Spieler in jedem Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="484"/>
        <source>a table of two teams has two players in each team</source>
        <translation>ein Tisch mit zwei Teams hat zwei Spieler in jedem Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="57"/>
        <source>jasstafel club serve needs the live extra ({name} is missing): pip install &apos;jasstafel[live]&apos;</source>
        <translation>jasstafel club serve braucht den Zusatz «live» ({name} fehlt): pip install &apos;jasstafel[live]&apos;</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="64"/>
        <source>unknown language {language} (known: {known})</source>
        <translation>unbekannte Sprache {language} (bekannt: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="68"/>
        <source>--passe-minutes is 1 to 600, not {minutes}</source>
        <translation>--passe-minutes ist 1 bis 600, nicht {minutes}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="88"/>
        <source>the live evening cannot start: {reason}</source>
        <translation>der Live-Abend kann nicht starten: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="92"/>
        <source>the live evening has ended</source>
        <translation>Der Live-Abend ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="126"/>
        <source>Wall (ranking):</source>
        <translation>Rangliste (Wand):</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="126"/>
        <source>Oberjasser&apos;s page:</source>
        <translation>Seite des Oberjassers:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="128"/>
        <source>Evening {evening} is live at {url}</source>
        <translation>Abend {evening} läuft live unter {url}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="132"/>
        <source>code {code}</source>
        <translation>Code {code}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="137"/>
        <source>Passe {passe}:</source>
        <translation>Passe {passe}:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="138"/>
        <source>table {table}  code {code}</source>
        <translation>Tisch {table}  Code {code}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="140"/>
        <source>Ctrl+C ends the live evening.</source>
        <translation>Ctrl+C beendet den Live-Abend.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/service.py" line="271"/>
        <location filename="../../jasstafel/live/service.py" line="279"/>
        <source>the live evening {evening} has ended</source>
        <translation>der Live-Abend {evening} ist zu Ende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="867"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="900"/>
        <source>evening {id} ({date}, {results}) would be deleted with its draw and results: give --yes (the corrections log keeps them)</source>
        <translation>Abend {id} ({date}, {results}) würde mit Auslosung und Ergebnissen gelöscht: geben Sie --yes an (das Korrekturprotokoll behält sie)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="903"/>
        <location filename="../../jasstafel/cli/club.py" line="908"/>
        <source>%n results</source>
        <translation>
            <numerusform>%n Ergebnis</numerusform>
            <numerusform>%n Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="905"/>
        <source>deleted evening {id}: {date} {title} ({results} kept in the corrections log)</source>
        <translation>Abend {id} gelöscht: {date} {title} (das Korrekturprotokoll behält {results})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="934"/>
        <source>note: %n times two players meet again as opponents (no draw without it was found)</source>
        <translation>
            <numerusform>Hinweis: einmal treffen sich zwei Spieler wieder als Gegner (keine Auslosung ohne das gefunden)</numerusform>
            <numerusform>Hinweis: %n-mal treffen sich zwei Spieler wieder als Gegner (keine Auslosung ohne das gefunden)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="969"/>
        <source>give the PDF file to write: -o FILE</source>
        <translation>geben Sie die zu schreibende PDF-Datei an: -o DATEI</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1074"/>
        <source>{name}: nothing was imported: {reason}</source>
        <translation>{name}: Nichts wurde importiert: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1274"/>
        <source>give the CSV file to write: -o FILE</source>
        <translation>geben Sie die zu schreibende CSV-Datei an: -o DATEI</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="143"/>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="143"/>
        <source>evening</source>
        <translation>Abend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="144"/>
        <source>line-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="144"/>
        <source>table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="552"/>
        <source>On the command line: {option}</source>
        <translation>Auf der Befehlszeile: {option}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="577"/>
        <source>-o {name}: end the name in .csv for a CSV file or .pdf for a PDF</source>
        <translation>-o {name}: der Name endet auf .csv für eine CSV-Datei oder auf .pdf für ein PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="580"/>
        <source>-o {name}: a {kind} file to write is given already ({other})</source>
        <translation>-o {name}: eine zu schreibende {kind}-Datei ist schon angegeben ({other})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="668"/>
        <source>the CSV file and the PDF are the same file: {name}</source>
        <translation>die CSV-Datei und das PDF sind dieselbe Datei: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="857"/>
        <source>evening {id}: {date} {variant} · {preset}, {passen}, season {season}</source>
        <translation>Abend {id}: {date} {variant} · {preset}, {passen}, Saison {season}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="860"/>
        <location filename="../../jasstafel/cli/club.py" line="1505"/>
        <source>%n Passen</source>
        <translation>
            <numerusform>%n Passe</numerusform>
            <numerusform>%n Passen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <location filename="../../jasstafel/cli/club.py" line="759"/>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <source>Id</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="523"/>
        <source>an argument is not valid UTF-8: {argument}</source>
        <translation>ein Argument ist kein gültiges UTF-8: {argument}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="326"/>
        <location filename="../../jasstafel/cli/club.py" line="712"/>
        <location filename="../../jasstafel/cli/club.py" line="1091"/>
        <location filename="../../jasstafel/cli/club.py" line="1094"/>
        <location filename="../../jasstafel/cli/club.py" line="1421"/>
        <location filename="../../jasstafel/club/club.py" line="1087"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="486"/>
        <source>{name} · guest</source>
        <translation>{name} · Gast</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <source>At</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1299"/>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1299"/>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1299"/>
        <source>Note</source>
        <translation>Bemerkung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1449"/>
        <source>{evenings}, {games}, {wins}, {matches}</source>
        <translation>{evenings}, {games}, {wins}, {matches}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <source>Of</source>
        <translation>von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1489"/>
        <source>Season points</source>
        <translation>Saisonpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1489"/>
        <source>Cumulative</source>
        <translation>Kumuliert</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1503"/>
        <source>%n evenings</source>
        <translation>
            <numerusform>%n Abend</numerusform>
            <numerusform>%n Abende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1507"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1508"/>
        <source>%n Matches</source>
        <translation>
            <numerusform>%n Match</numerusform>
            <numerusform>%n Matches</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="224"/>
        <source>Guggitaler: the highest total over all Passen (Domino points − penalty points: without Domino, the fewest penalty points rank first); tie: more Passen won, then the higher best Passe.</source>
        <translation>Guggitaler: das höchste Total über alle Passen (Dominopunkte − Strafpunkte: ohne Domino stehen die wenigsten Strafpunkte zuoberst); bei Gleichstand: mehr gewonnene Passen, dann die höhere beste Passe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="227"/>
        <source>Guggitaler</source>
        <translation>Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="550"/>
        <source>{games} Guggitaler with Domino give each of {players} players a total (Domino points − penalty points) of {least} to {most}</source>
        <translation>{games} Guggitaler mit Domino geben jedem von {players} Spielern ein Total (Dominopunkte − Strafpunkte) von {least} bis {most}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="555"/>
        <source>{games} Guggitaler without Domino give only penalty points: each of {players} players has a total of {least} to 0</source>
        <translation>{games} Guggitaler ohne Domino geben nur Strafpunkte: jeder von {players} Spielern hat ein Total von {least} bis 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="561"/>
        <source>{side}: Guggitaler has no Matches</source>
        <translation>{side}: der Guggitaler kennt keine Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="564"/>
        <source>{side}: {points} is not possible: every penalty and Domino value of the evening is a multiple of {step}, so is every total</source>
        <translation>{side}: {points} ist nicht möglich: Jeder Straf- und Dominowert des Abends ist ein Vielfaches von {step}, also auch jedes Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="582"/>
        <source>{games} Guggitaler of {players} players deal out {penalties} penalty points and {domino} Domino points: the totals add up to {dealt}, not {given} = {total}</source>
        <translation>{games} Guggitaler mit {players} Spielern verteilen {penalties} Strafpunkte und {domino} Dominopunkte: Die Totale ergeben zusammen {dealt}, nicht {given} = {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="142"/>
        <source>evening {evening} was live at {url} (process {pid}), but its server no longer runs (it was killed or crashed): nothing was written. Start it again (jasstafel club serve) to write through it, or, if the live evening is over, remove {marker}</source>
        <translation>Abend {evening} lief live unter {url} (Prozess {pid}), aber sein Server läuft nicht mehr (er wurde beendet oder ist abgestürzt): nichts wurde geschrieben. Ihn wieder starten (jasstafel club serve), um über ihn zu schreiben, oder, wenn der Live-Abend vorbei ist, {marker} löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="163"/>
        <source>evening {evening} is live at {url} (jasstafel club serve, process {pid}): its tables play from its draw; end the live evening first to change the evening or its draw (its results go through the server)</source>
        <translation>Abend {evening} läuft live unter {url} (jasstafel club serve, Prozess {pid}): seine Tische spielen nach seiner Auslosung; zuerst den Live-Abend beenden, um den Abend oder seine Auslosung zu ändern (seine Resultate gehen über den Server)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="609"/>
        <source>written through the live evening at {url}</source>
        <translation>über den Live-Abend unter {url} geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="757"/>
        <source>the live evening&apos;s server at {url} did not answer in time: look on the Oberjasser&apos;s page ({url}admin) whether the change was written</source>
        <translation>der Server des Live-Abends unter {url} hat nicht rechtzeitig geantwortet: auf der Seite des Oberjassers ({url}admin) nachsehen, ob die Änderung geschrieben wurde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="761"/>
        <source>evening {evening} is live at {url}, but its server cannot be reached ({reason}): nothing was written</source>
        <translation>Abend {evening} läuft live unter {url}, aber sein Server ist nicht erreichbar ({reason}): nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="773"/>
        <source>the change is too large for the live evening&apos;s server at {url} (import fewer files at once): nothing was written</source>
        <translation>die Änderung ist zu gross für den Server des Live-Abends unter {url} (weniger Dateien auf einmal importieren): nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="777"/>
        <location filename="../../jasstafel/live/client.py" line="787"/>
        <source>the live evening&apos;s server at {url} refused the change ({reason}): nothing was written</source>
        <translation>der Server des Live-Abends unter {url} hat die Änderung abgelehnt ({reason}): nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="828"/>
        <location filename="../../jasstafel/live/server.py" line="517"/>
        <source>the live evening at this address is evening {live}, not {evening}</source>
        <translation>der Live-Abend unter dieser Adresse ist Abend {live}, nicht {evening}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="869"/>
        <source>while evening {evening} is live, only its results are written through its server at {url}: end the live evening first to change the evening or its draw</source>
        <translation>solange Abend {evening} live läuft, werden nur seine Resultate über seinen Server unter {url} geschrieben: zuerst den Live-Abend beenden, um den Abend oder seine Auslosung zu ändern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="889"/>
        <source>an evening of this club is live in another program, but its marker {marker} cannot be read here: nothing was written</source>
        <translation>ein Abend dieses Vereins läuft live in einem anderen Programm, aber seine Markierung {marker} kann hier nicht gelesen werden: nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="120"/>
        <source>send 1 to {most} club changes at a time</source>
        <translation>1 bis {most} Änderungen des Vereins auf einmal schicken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="139"/>
        <source>unknown club change {name} (known: {known})</source>
        <translation>unbekannte Änderung des Vereins {name} (bekannt: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="147"/>
        <source>{name}: unknown field {field}</source>
        <translation>{name}: unbekanntes Feld {field}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="219"/>
        <source>the live evening&apos;s server refuses {field}: it must be {expected}</source>
        <translation>der Server des Live-Abends lehnt {field} ab: es muss {expected} sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="83"/>
        <source>{refusal}. The fields you have not changed show it now: press Rename again to write yours over it.</source>
        <translation>{refusal}. Die Felder, in denen nichts getippt wurde, zeigen jetzt diesen Namen: nochmals «Umbenennen» drücken, um die eigenen darüber zu schreiben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="292"/>
        <source>{refusal}. The fields you have not changed show it now: press Save again to write yours over it.</source>
        <translation>{refusal}. Die Felder, in denen nichts getippt wurde, zeigen jetzt diesen Stand: nochmals «Speichern» drücken, um die eigenen Angaben darüber zu schreiben.</translation>
    </message>
</context>
<context>
    <name>differenzler</name>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="128"/>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="275"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="129"/>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="276"/>
        <source>Best game</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="130"/>
        <source>Games in all</source>
        <translation>Spiele insgesamt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="274"/>
        <source>Games played: {0}</source>
        <translation>Gespielte Spiele: {0}</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="180"/>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="60"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="61"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="62"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="63"/>
        <source>Guggitaler</source>
        <translation>Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="64"/>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="65"/>
        <source>{side} written</source>
        <translation>{side} geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="66"/>
        <source>{side} total</source>
        <translation>{side} Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="67"/>
        <source>Notes</source>
        <translation>Bemerkungen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="68"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="69"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="70"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="71"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="72"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="73"/>
        <source>{row} ×{factor}</source>
        <translation>{row} ×{factor}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="79"/>
        <source>Announced by</source>
        <translation>Angesagt von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="80"/>
        <location filename="../../jasstafel/printing/export.py" line="162"/>
        <source>Bid</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="81"/>
        <source>At fault</source>
        <translation>Fehler von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="82"/>
        <source>Cards drawn</source>
        <translation>Gezogene Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="83"/>
        <source>Contract</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="84"/>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="85"/>
        <source>Declarer</source>
        <translation>Spielübernehmer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="86"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="87"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="88"/>
        <source>Passed</source>
        <translation>Geschoben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="89"/>
        <source>Handweis</source>
        <translation>Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="90"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="91"/>
        <source>Made</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="92"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="93"/>
        <source>Misdeed</source>
        <translation>Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="94"/>
        <source>Note</source>
        <translation>Bemerkung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="95"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="96"/>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="97"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="98"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="99"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="100"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="101"/>
        <source>Led too early</source>
        <translation>Zu früh ausgespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="102"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="103"/>
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="104"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="105"/>
        <location filename="../../jasstafel/printing/export.py" line="181"/>
        <source>Striche</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="106"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="107"/>
        <source>Tischweis</source>
        <translation>Tischweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="108"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="109"/>
        <source>Weis beaten</source>
        <translation>Weis überboten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="110"/>
        <source>Written at</source>
        <translation>Geschrieben um</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="112"/>
        <source>As Fahnder</source>
        <translation>Als Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="113"/>
        <source>Behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="114"/>
        <source>Best round</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="117"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="118"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="119"/>
        <source>King of Roses</source>
        <translation>Rosenkönig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="120"/>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="142"/>
        <source>Stöck points</source>
        <translation>Stöckpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="147"/>
        <source>Striche: Win</source>
        <translation>Striche: Sieg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="153"/>
        <source>To full</source>
        <translation>Bis voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="154"/>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="121"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="122"/>
        <source>Card drawn</source>
        <translation>Gezogene Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="123"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="124"/>
        <source>Declared</source>
        <translation>Übernommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="125"/>
        <location filename="../../jasstafel/printing/export.py" line="173"/>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="126"/>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="127"/>
        <source>Group of Striche</source>
        <translation>Striche-Gruppe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="128"/>
        <source>Still playing</source>
        <translation>Noch im Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="129"/>
        <source>Inherited</source>
        <translation>Geerbt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="130"/>
        <source>Fahnder-König</source>
        <translation>Fahnder-König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="131"/>
        <source>Last game: penalty</source>
        <translation>Letztes Spiel: Strafe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="132"/>
        <source>Last game: points</source>
        <translation>Letztes Spiel: Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="133"/>
        <source>Last game: prediction</source>
        <translation>Letztes Spiel: Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="134"/>
        <source>Made as Fahnder</source>
        <translation>Als Fahnder gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="135"/>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="136"/>
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="137"/>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="138"/>
        <source>Open rows</source>
        <translation>Offene Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="139"/>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="140"/>
        <source>Reached 15 in deal</source>
        <translation>15 erreicht im Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="141"/>
        <source>Still possible</source>
        <translation>Noch möglich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="143"/>
        <source>Striche: Berg</source>
        <translation>Striche: Berg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="144"/>
        <source>Striche: Kontermatsch</source>
        <translation>Striche: Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="145"/>
        <source>Striche: Match</source>
        <translation>Striche: Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="146"/>
        <source>Striche: Schneider</source>
        <translation>Striche: Schneider</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="148"/>
        <source>Striche in all</source>
        <translation>Striche gesamt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="149"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="150"/>
        <source>To go</source>
        <translation>Fehlen noch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="151"/>
        <source>To the König</source>
        <translation>Bis zum König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="152"/>
        <source>To the target</source>
        <translation>Bis zum Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="155"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="156"/>
        <source>Fifties (Z)</source>
        <translation>Fünfziger (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="157"/>
        <source>Hundreds (Z)</source>
        <translation>Hunderter (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="158"/>
        <source>Rest (Z)</source>
        <translation>Rest (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="159"/>
        <source>Twenties (Z)</source>
        <translation>Zwanziger (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="165"/>
        <source>Matches in own rows</source>
        <translation>Matches in eigenen Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="170"/>
        <source>Bedanken</source>
        <translation>Bedanken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="171"/>
        <source>close</source>
        <translation>Abschluss</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="172"/>
        <source>deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="174"/>
        <source>card drawn</source>
        <translation>Karte gezogen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="175"/>
        <source>fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="176"/>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="177"/>
        <source>misdeal</source>
        <translation>Vergeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="178"/>
        <source>nobody bid</source>
        <translation>Niemand übernimmt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="179"/>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
</context>
<context>
    <name>fahnder</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="88"/>
        <source>Fahnder-König: {0}</source>
        <translation>Fahnder-König: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="90"/>
        <source>Round {0} · Fahnder-König at net {1}</source>
        <translation>Runde {0} · Fahnder-König bei netto {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="93"/>
        <source>minimum bid {0}</source>
        <translation>Mindestangebot {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="100"/>
        <source>Fahnder-König</source>
        <translation>Fahnder-König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="102"/>
        <source>rank {0}</source>
        <translation>Rang {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="104"/>
        <source>{0} to go</source>
        <translation>noch {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="112"/>
        <source>{0}× · made {1}</source>
        <translation>{0}× · gemacht {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="114"/>
        <source>{0} Striche</source>
        <translation>{0} Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="116"/>
        <source>{0} Nuller</source>
        <translation>{0} Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="118"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
</context>
<context>
    <name>guggitaler</name>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="103"/>
        <source>by place: {0}</source>
        <translation>nach Platz: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="107"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="109"/>
        <source>each {0}</source>
        <translation>je {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="107"/>
        <source>{0} per trick, {1} tricks</source>
        <translation>{0} pro Stich, {1} Stiche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="109"/>
        <source>{0} per card, {1} cards</source>
        <translation>{0} pro Karte, {1} Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="110"/>
        <source>{0} for the one who takes it</source>
        <translation>{0} für den, der ihn nimmt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="221"/>
        <source>Guggitaler {0} of {1}</source>
        <translation>Guggitaler {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="174"/>
        <source>deals</source>
        <translation>gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="180"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="184"/>
        <source>Small: tricks or cards taken, × took it, the Domino place. Big: what the game wrote.</source>
        <translation>Klein: genommene Stiche oder Karten, × hat ihn genommen, der Platz im Domino. Gross: was das Spiel schreibt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="186"/>
        <source>Small: tricks or cards taken, × took it. Big: what the game wrote.</source>
        <translation>Klein: genommene Stiche oder Karten, × hat ihn genommen. Gross: was das Spiel schreibt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="251"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="260"/>
        <source>Guggitaler {0}</source>
        <translation>Guggitaler {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="262"/>
        <source>Guggitaler {0}: to play</source>
        <translation>Guggitaler {0}: noch zu spielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="479"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="807"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="826"/>
        <source>winner</source>
        <translation>gewinnt</translation>
    </message>
</context>
<context>
    <name>handjass</name>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="46"/>
        <source>The best player of each round gets a Strich (all tied best get one)</source>
        <translation>Der Beste jeder Runde bekommt einen Strich (bei Gleichstand alle Besten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="48"/>
        <source>The best {0} players of each round get a Strich (ties at the edge get one too)</source>
        <translation>Die besten {0} Spieler jeder Runde bekommen einen Strich (bei Gleichstand an der Grenze auch)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="50"/>
        <source>Gewinnstriche: {0}; the first to {1} wins.</source>
        <translation>Gewinnstriche: {0}; wer zuerst {1} hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="52"/>
        <source>everyone under {0} card points gets a Strich</source>
        <translation>alle unter {0} Kartenpunkten bekommen einen Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="54"/>
        <source>the fewest card points get a Strich (all tied lowest)</source>
        <translation>die wenigsten Kartenpunkte bekommen einen Strich (bei Gleichstand alle)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="55"/>
        <source>Wirtshaus: {0}; full at {1} ends the match, the fewest Striche win.</source>
        <translation>Wirtshaus: {0}; voll bei {1} beendet die Partie, die wenigsten Striche gewinnen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="96"/>
        <source>Wirtshaus · under {0} points: a Strich · full at {1}</source>
        <translation>Wirtshaus · unter {0} Punkten: ein Strich · voll bei {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="99"/>
        <source>Wirtshaus · fewest points: a Strich · full at {0}</source>
        <translation>Wirtshaus · wenigste Punkte: ein Strich · voll bei {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="100"/>
        <source>the match is over</source>
        <translation>die Partie ist beendet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="112"/>
        <source>%n Striche to win</source>
        <translation>
            <numerusform>noch %n Strich</numerusform>
            <numerusform>noch %n Striche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="121"/>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="94"/>
        <source>Gewinnstriche · the first to {0} wins</source>
        <translation>Gewinnstriche · wer zuerst {0} hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="101"/>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="109"/>
        <source>rank {0}</source>
        <translation>Rang {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="114"/>
        <source>%n Striche to go</source>
        <translation>
            <numerusform>noch %n Strich</numerusform>
            <numerusform>noch %n Striche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="120"/>
        <source>of {0}</source>
        <translation>von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="121"/>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
</context>
<context>
    <name>live</name>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="415"/>
        <source>Evening {evening} has no draw yet: draw the tables first</source>
        <translation>Abend {evening} ist noch nicht ausgelost: zuerst die Tische auslosen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="468"/>
        <source>Drawn again: the entries written for the players drawn before are not used</source>
        <translation>Neu ausgelost: die Einträge für die vorher ausgelosten Spieler werden nicht verwendet</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="94"/>
        <location filename="../../jasstafel/live/words.py" line="119"/>
        <source>This code is not known (or no longer valid): check it with the Oberjasser</source>
        <translation>Dieser Code ist unbekannt (oder nicht mehr gültig): beim Oberjasser nachfragen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="88"/>
        <source>Not written: the change carried something this board does not take ({fields}); a phone&apos;s page sends only what it knows</source>
        <translation>Nicht geschrieben: Die Änderung enthielt etwas, das diese Tafel nicht annimmt ({fields}); die Seite eines Handys schickt nur, was sie kennt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="92"/>
        <source>Not written: this board knows no change of the kind “{kind}”; it takes a new entry, a correction, a deletion, Undo or Redo</source>
        <translation>Nicht geschrieben: Eine Änderung der Art «{kind}» kennt diese Tafel nicht; sie nimmt einen neuen Eintrag, eine Korrektur, ein Löschen, Rückgängig oder Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="147"/>
        <source>Not written: meanwhile another phone or the Oberjasser wrote at this table and the match is over there. Look at the board again (a correction is made from there)</source>
        <translation>Nicht geschrieben: inzwischen hat ein anderes Handy oder der Oberjasser an diesem Tisch geschrieben, und die Partie ist dort fertig. Die Tafel nochmals anschauen (eine Korrektur wird von dort aus gemacht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="152"/>
        <source>Not written: meanwhile another phone or the Oberjasser wrote at this table. Join the table again to see its board</source>
        <translation>Nicht geschrieben: inzwischen hat ein anderes Handy oder der Oberjasser an diesem Tisch geschrieben. Treten Sie dem Tisch neu bei, um seine Tafel zu sehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="155"/>
        <source>Taken back: entry {number} ({text})</source>
        <translation>Zurückgenommen: Eintrag {number} ({text})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="156"/>
        <source>Taken back: the correction of entry {number}</source>
        <translation>Zurückgenommen: die Korrektur von Eintrag {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="157"/>
        <source>Taken back: the deletion of entry {number}; it is on the board again</source>
        <translation>Zurückgenommen: das Löschen von Eintrag {number}; er steht wieder auf der Tafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="159"/>
        <source>Taken back: the last change</source>
        <translation>Zurückgenommen: die letzte Änderung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="163"/>
        <source>Made again: entry {number} ({text})</source>
        <translation>Wiederhergestellt: Eintrag {number} ({text})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="164"/>
        <source>Made again: the correction of entry {number}</source>
        <translation>Wiederhergestellt: die Korrektur von Eintrag {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="165"/>
        <source>Deleted again: entry {number}</source>
        <translation>Wieder gelöscht: Eintrag {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="166"/>
        <source>Made again: the last change</source>
        <translation>Wiederhergestellt: die letzte Änderung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="181"/>
        <source>The Oberjasser wrote entry {number}: only he can take it back</source>
        <translation>Der Oberjasser hat Eintrag {number} geschrieben: nur er kann ihn zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="182"/>
        <source>The Oberjasser corrected entry {number}: only he can take that back</source>
        <translation>Der Oberjasser hat Eintrag {number} korrigiert: nur er kann das zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="184"/>
        <source>The Oberjasser deleted entry {number}: only he can bring it back</source>
        <translation>Der Oberjasser hat Eintrag {number} gelöscht: nur er kann ihn zurückholen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="186"/>
        <source>The Oberjasser made the last change: only he can take it back</source>
        <translation>Die letzte Änderung hat der Oberjasser gemacht: nur er kann sie zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="188"/>
        <source>The Oberjasser took this change back: only he can make it again</source>
        <translation>Der Oberjasser hat diese Änderung zurückgenommen: nur er kann sie wieder machen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="191"/>
        <source>The Oberjasser wrote or corrected entry {number}: only he can correct or delete it</source>
        <translation>Der Oberjasser hat Eintrag {number} geschrieben oder korrigiert: nur er kann ihn korrigieren oder löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="193"/>
        <source>Recorded in the club (typed from paper, imported or corrected outside this board): this board only shows it; a correction goes through the Oberjasser</source>
        <translation>Im Verein erfasst (vom Blatt eingetippt, importiert oder ausserhalb dieser Tafel korrigiert): diese Tafel zeigt es nur; eine Korrektur geht über den Oberjasser</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="196"/>
        <source>recorded in the club outside the board: correct it in the club window or with jasstafel club result --correct</source>
        <translation>ausserhalb der Tafel im Verein erfasst: im Vereinsfenster korrigieren oder mit jasstafel club result --correct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="198"/>
        <source>This table&apos;s result is recorded in the club already (typed from paper, imported or corrected outside this board): only the Oberjasser can correct it</source>
        <translation>Das Ergebnis dieses Tisches ist schon im Verein erfasst (vom Blatt eingetippt, importiert oder ausserhalb dieser Tafel korrigiert): nur der Oberjasser kann es korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="206"/>
        <source>Corrected by hand in the club</source>
        <translation>Im Verein von Hand korrigiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="207"/>
        <source>Corrected by hand in the club ({reason})</source>
        <translation>Im Verein von Hand korrigiert ({reason})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="208"/>
        <source>{club} counts, not the {board} of the entries below: this board only shows it; a correction goes through the Oberjasser</source>
        <translation>{club} zählt, nicht das {board} der Einträge unten: diese Tafel zeigt es nur; eine Korrektur geht über den Oberjasser</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="210"/>
        <source>{club} counts, not the board&apos;s {board}</source>
        <translation>{club} zählt, nicht das {board} der Tafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="214"/>
        <source>opened again by the Oberjasser (live)</source>
        <translation>vom Oberjasser wieder geöffnet (live)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="215"/>
        <source>Corrected by the Oberjasser: this board only shows it; a correction goes through the Oberjasser</source>
        <translation>Vom Oberjasser korrigiert: diese Tafel zeigt es nur; eine Korrektur geht über den Oberjasser</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="223"/>
        <source>Corrected by the Oberjasser on this board: the club holds its result; a correction here replaces it again</source>
        <translation>Vom Oberjasser auf dieser Tafel korrigiert: der Verein hat ihr Resultat; eine Korrektur hier ersetzt es wieder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="231"/>
        <source>The live evening was ended with this result in the club: a correction here replaces it once the match is finished</source>
        <translation>Der Live-Abend wurde mit diesem Resultat im Verein beendet: eine Korrektur hier ersetzt es, sobald die Partie fertig ist</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="525"/>
        <source>Passe {passe} has not started yet: wait for the Oberjasser</source>
        <translation>Passe {passe} hat noch nicht begonnen: auf den Oberjasser warten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="535"/>
        <source>There is no table {table} in Passe {passe}</source>
        <translation>In Passe {passe} gibt es keinen Tisch {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="567"/>
        <source>The evening has Passen 1 to {passen}, not {passe}</source>
        <translation>Der Abend hat die Passen 1 bis {passen}, nicht {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="620"/>
        <location filename="../../jasstafel/live/server.py" line="468"/>
        <location filename="../../jasstafel/live/server.py" line="510"/>
        <source>A change is a JSON object</source>
        <translation>Eine Änderung ist ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="623"/>
        <source>A change needs its id (8 to 64 letters, digits, - or _)</source>
        <translation>Eine Änderung braucht ihre Kennung (8 bis 64 Buchstaben, Ziffern, - oder _)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="627"/>
        <source>This change was written at another table</source>
        <translation>Diese Änderung wurde an einem anderen Tisch geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="877"/>
        <source>There is no entry {number}</source>
        <translation>Es gibt keinen Eintrag {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="887"/>
        <source>The entry log is a list of at most {most} entries</source>
        <translation>Die Einträge sind eine Liste von höchstens {most} Einträgen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="914"/>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="918"/>
        <source>Nothing to redo</source>
        <translation>Nichts wiederherzustellen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="950"/>
        <source>A change in the journal could not be applied again</source>
        <translation>Eine Änderung im Journal liess sich nicht nochmals anwenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="995"/>
        <source>corrected at the table (live)</source>
        <translation>am Tisch korrigiert (live)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1005"/>
        <source>opened again at the table (live)</source>
        <translation>am Tisch wieder geöffnet (live)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1491"/>
        <source>{variant}: {preset}</source>
        <translation>{variant}: {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1511"/>
        <location filename="../../jasstafel/live/evening.py" line="1519"/>
        <source>{rounds} rounds</source>
        <translation>{rounds} Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1513"/>
        <location filename="../../jasstafel/live/evening.py" line="1521"/>
        <source>to {target}</source>
        <translation>auf {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1516"/>
        <source>Weis and Stöck count</source>
        <translation>Weis und Stöck zählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1517"/>
        <source>No Weis, no Stöck</source>
        <translation>Kein Weis, keine Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1520"/>
        <source>{rounds} games</source>
        <translation>{rounds} Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1527"/>
        <source>No prediction: {penalty} penalty points</source>
        <translation>Keine Vorhersage: {penalty} Strafpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="167"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="203"/>
        <location filename="../../jasstafel/live/forms.py" line="433"/>
        <location filename="../../jasstafel/live/forms.py" line="479"/>
        <location filename="../../jasstafel/live/forms.py" line="490"/>
        <source>Contract</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="205"/>
        <location filename="../../jasstafel/live/forms.py" line="322"/>
        <source>Announced by</source>
        <translation>Angesagt von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="208"/>
        <location filename="../../jasstafel/live/forms.py" line="396"/>
        <location filename="../../jasstafel/live/forms.py" line="519"/>
        <location filename="../../jasstafel/live/forms.py" line="563"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="210"/>
        <location filename="../../jasstafel/live/forms.py" line="327"/>
        <location filename="../../jasstafel/live/forms.py" line="437"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="212"/>
        <location filename="../../jasstafel/live/forms.py" line="329"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="217"/>
        <location filename="../../jasstafel/live/forms.py" line="332"/>
        <location filename="../../jasstafel/live/forms.py" line="527"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="223"/>
        <location filename="../../jasstafel/live/forms.py" line="337"/>
        <location filename="../../jasstafel/live/forms.py" line="423"/>
        <location filename="../../jasstafel/live/forms.py" line="528"/>
        <location filename="../../jasstafel/live/forms.py" line="562"/>
        <location filename="../../jasstafel/live/forms.py" line="585"/>
        <source>Write the round</source>
        <translation>Runde schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="226"/>
        <source>Bedanken</source>
        <translation>Bedanken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="229"/>
        <source>Stack (during a round, unmultiplied; 0 after it)</source>
        <translation>Stapel (während einer Runde, unvervielfacht; 0 nach der Runde)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="231"/>
        <source>Contract of the round in play</source>
        <translation>Trumpf der laufenden Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="204"/>
        <location filename="../../jasstafel/live/forms.py" line="262"/>
        <location filename="../../jasstafel/live/forms.py" line="434"/>
        <location filename="../../jasstafel/live/forms.py" line="465"/>
        <location filename="../../jasstafel/live/forms.py" line="480"/>
        <location filename="../../jasstafel/live/forms.py" line="491"/>
        <location filename="../../jasstafel/live/forms.py" line="505"/>
        <source>Choose the contract</source>
        <translation>Den Trumpf wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="206"/>
        <location filename="../../jasstafel/live/forms.py" line="263"/>
        <location filename="../../jasstafel/live/forms.py" line="324"/>
        <location filename="../../jasstafel/live/forms.py" line="366"/>
        <source>Choose the team that announced</source>
        <translation>Das Team wählen, das angesagt hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="267"/>
        <source>Match or Kontermatsch, not both</source>
        <translation>Match oder Kontermatsch, nicht beides</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="271"/>
        <location filename="../../jasstafel/live/forms.py" line="274"/>
        <source>Type the card points of one team</source>
        <translation>Die Kartenpunkte eines Teams eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="278"/>
        <source>A Match: the announcing team took every trick, so it has {total} card points</source>
        <translation>Ein Match: das ansagende Team hat alle Stiche gemacht, also {total} Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="281"/>
        <source>A Kontermatsch: the other team took every trick, so it has {total} card points and the announcing team 0</source>
        <translation>Ein Kontermatsch: das andere Team hat alle Stiche gemacht, also {total} Kartenpunkte, das ansagende Team 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="325"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="326"/>
        <source>Card points of the announcing team</source>
        <translation>Kartenpunkte des ansagenden Teams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="365"/>
        <source>Type the card points of the announcing team</source>
        <translation>Die Kartenpunkte des ansagenden Teams eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="325"/>
        <location filename="../../jasstafel/live/forms.py" line="368"/>
        <source>Choose the row</source>
        <translation>Die Zeile wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="393"/>
        <source>Write the game</source>
        <translation>Spiel schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="394"/>
        <source>Predictions (empty: none made)</source>
        <translation>Vorhersagen (leer: keine gemacht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="397"/>
        <location filename="../../jasstafel/live/forms.py" line="406"/>
        <location filename="../../jasstafel/live/forms.py" line="520"/>
        <location filename="../../jasstafel/live/forms.py" line="545"/>
        <location filename="../../jasstafel/live/forms.py" line="564"/>
        <location filename="../../jasstafel/live/forms.py" line="577"/>
        <location filename="../../jasstafel/live/forms.py" line="579"/>
        <source>Type the card points of every player</source>
        <translation>Die Kartenpunkte jedes Spielers eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="424"/>
        <source>Fahnder (highest bid)</source>
        <translation>Fahnder (höchstes Gebot)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="426"/>
        <source>Partner (holds the called card)</source>
        <translation>Partner (hat die gerufene Karte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="430"/>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="435"/>
        <source>Card points of Fahnder and partner</source>
        <translation>Kartenpunkte von Fahnder und Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="440"/>
        <source>Write the Nuller</source>
        <translation>Nuller schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="441"/>
        <location filename="../../jasstafel/live/forms.py" line="492"/>
        <source>Player at fault</source>
        <translation>Schuldiger Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="443"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="445"/>
        <source>Misdeed</source>
        <translation>Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="460"/>
        <source>Type the card points of Fahnder and partner</source>
        <translation>Die Kartenpunkte von Fahnder und Partner eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="425"/>
        <location filename="../../jasstafel/live/forms.py" line="462"/>
        <source>Choose the Fahnder</source>
        <translation>Den Fahnder wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="221"/>
        <source>{contract} by {announced_by}: {sides}</source>
        <translation>{contract} von {announced_by}: {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="222"/>
        <source>{contract} by {announced_by} (passed): {sides}</source>
        <translation>{contract} von {announced_by} (geschoben): {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="336"/>
        <source>{team}: {row}, {points}{stoeck}</source>
        <translation>{team}: {row}, {points}{stoeck}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="339"/>
        <source>, Stöck</source>
        <translation>, Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="382"/>
        <source>{row} (played: {value})</source>
        <translation>{row} (gespielt: {value})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="421"/>
        <source>{fahnder} bids {bid} in {contract}, partner {partner}: {points}</source>
        <translation>{fahnder} bietet {bid} in {contract}, Partner {partner}: {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="427"/>
        <location filename="../../jasstafel/live/forms.py" line="463"/>
        <source>Choose the partner</source>
        <translation>Den Partner wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="431"/>
        <location filename="../../jasstafel/live/forms.py" line="464"/>
        <source>Type the bid</source>
        <translation>Das Gebot eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="442"/>
        <location filename="../../jasstafel/live/forms.py" line="455"/>
        <location filename="../../jasstafel/live/forms.py" line="493"/>
        <location filename="../../jasstafel/live/forms.py" line="508"/>
        <source>Choose the player at fault</source>
        <translation>Den schuldigen Spieler wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="444"/>
        <source>Choose how many Nuller</source>
        <translation>Wählen, wie viele Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="447"/>
        <source>Choose the misdeed</source>
        <translation>Das Vergehen wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="474"/>
        <source>made</source>
        <translation>gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="474"/>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="476"/>
        <source>Write the deal</source>
        <translation>Spiel schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="477"/>
        <location filename="../../jasstafel/live/forms.py" line="488"/>
        <source>Declarer</source>
        <translation>Spielübernehmer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="481"/>
        <source>Made? (or type the points below)</source>
        <translation>Gemacht? (oder unten die Punkte eingeben)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="483"/>
        <source>Card points of the declarer</source>
        <translation>Kartenpunkte des Spielübernehmers</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="484"/>
        <source>Weis of the declarer</source>
        <translation>Weis des Spielübernehmers</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="485"/>
        <source>An opponent showed a higher Weis</source>
        <translation>Ein Gegner wies höher</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="487"/>
        <source>Write the fault</source>
        <translation>Fehler schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="494"/>
        <source>The declarer led before the bidding ended</source>
        <translation>Der Spielübernehmer spielte aus, bevor das Bieten zu Ende war</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="496"/>
        <source>Nobody bid</source>
        <translation>Niemand hat geboten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="497"/>
        <source>Misdealt</source>
        <translation>Vergeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="478"/>
        <location filename="../../jasstafel/live/forms.py" line="489"/>
        <location filename="../../jasstafel/live/forms.py" line="504"/>
        <source>Choose the declarer</source>
        <translation>Den Spielübernehmer wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="521"/>
        <source>Handweis (minus)</source>
        <translation>Handweis (minus)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="523"/>
        <source>Tischweis (plus)</source>
        <translation>Tischweis (plus)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="529"/>
        <source>Write the draw</source>
        <translation>Ziehen schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="530"/>
        <source>Tied players, highest card first</source>
        <translation>Gleichstehende Spieler, höchste Karte zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="174"/>
        <location filename="../../jasstafel/live/forms.py" line="535"/>
        <location filename="../../jasstafel/live/forms.py" line="657"/>
        <source>Tap the players in order</source>
        <translation>Die Spieler der Reihe nach antippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="565"/>
        <source>Write the Striche</source>
        <translation>Striche schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="566"/>
        <source>Striche this round</source>
        <translation>Striche in dieser Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="567"/>
        <location filename="../../jasstafel/live/forms.py" line="572"/>
        <source>Type the Striche of every player</source>
        <translation>Die Striche jedes Spielers eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="586"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="588"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="587"/>
        <location filename="../../jasstafel/live/forms.py" line="595"/>
        <source>Type the points of every side</source>
        <translation>Die Punkte jeder Seite eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="622"/>
        <source>Taken (tricks, Hearts or Queens; one left empty: the rest)</source>
        <translation>Genommen (Stiche, Herz oder Damen; eines leer gelassen: der Rest)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="624"/>
        <source>Taken (tricks, Bells or Ober; one left empty: the rest)</source>
        <translation>Genommen (Stiche, Schellen oder Ober; eines leer gelassen: der Rest)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="637"/>
        <location filename="../../jasstafel/live/forms.py" line="664"/>
        <source>Choose who took it</source>
        <translation>Wählen, wer es genommen hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="724"/>
        <source>The form sent no values</source>
        <translation>Das Formular hat keine Werte geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="761"/>
        <source>not known at this table</source>
        <translation>an diesem Tisch unbekannt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="763"/>
        <source>This entry is not possible: {field}: {problem}</source>
        <translation>Dieser Eintrag ist nicht möglich: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="793"/>
        <location filename="../../jasstafel/live/forms.py" line="813"/>
        <location filename="../../jasstafel/live/forms.py" line="820"/>
        <source>{field}: one value per player</source>
        <translation>{field}: ein Wert pro Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="795"/>
        <source>{field}: not a value</source>
        <translation>{field}: kein Wert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="797"/>
        <source>{field}: too long</source>
        <translation>{field}: zu lang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="790"/>
        <source>{field}: yes or no</source>
        <translation>{field}: ja oder nein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="207"/>
        <source>passed</source>
        <translation>geschoben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="227"/>
        <source>Who calls Bedanken</source>
        <translation>Wer bedankt sich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="228"/>
        <location filename="../../jasstafel/live/forms.py" line="260"/>
        <source>Choose the team that calls Bedanken</source>
        <translation>Das Team wählen, das sich bedankt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="589"/>
        <source>End the match here</source>
        <translation>Partie hier beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="721"/>
        <source>Not written: nothing called “{form}” is written at this table</source>
        <translation>Nicht geschrieben: An diesem Tisch wird nichts namens «{form}» geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="782"/>
        <source>Not written: “{form}” asks for nothing called “{field}”</source>
        <translation>Nicht geschrieben: «{form}» fragt nach nichts namens «{field}»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="802"/>
        <source>{field}: “{value}” is not known at this table</source>
        <translation>{field}: «{value}» ist an diesem Tisch unbekannt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="816"/>
        <source>{field}: type a whole number (at most {digits} digits)</source>
        <translation>{field}: eine ganze Zahl tippen (höchstens {digits} Ziffern)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="846"/>
        <source>{value} is not possible: the figure cannot be negative</source>
        <translation>{value} ist nicht möglich: die Zahl kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="854"/>
        <source>{value} is more than a round has: {total}</source>
        <translation>{value} ist mehr, als eine Runde hat: {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="74"/>
        <source>The live evening has ended: nothing more is written</source>
        <translation>Der Live-Abend ist zu Ende: es wird nichts mehr geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="80"/>
        <source>Not done: the Oberjasser&apos;s page knows no request “{action}”; it starts a Passe, gives a table a new code, opens a table to correct it, or ends the live evening</source>
        <translation>Nicht ausgeführt: Eine Anfrage «{action}» kennt die Seite des Oberjassers nicht; sie kann eine Passe starten, einem Tisch einen neuen Code geben, einen Tisch zum Korrigieren öffnen oder den Live-Abend beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="331"/>
        <location filename="../../jasstafel/live/server.py" line="336"/>
        <location filename="../../jasstafel/live/server.py" line="386"/>
        <location filename="../../jasstafel/live/words.py" line="121"/>
        <source>Too many wrong codes: wait a minute</source>
        <translation>Zu viele falsche Codes: eine Minute warten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="338"/>
        <source>Only the Oberjasser&apos;s code may do this</source>
        <translation>Das darf nur der Code des Oberjassers</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="384"/>
        <source>Type the code of your table</source>
        <translation>Den Code des Tisches eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="677"/>
        <source>A Passe or table is a whole number</source>
        <translation>Eine Passe oder ein Tisch ist eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="687"/>
        <source>Send 1 to {most} changes at a time</source>
        <translation>1 bis {most} Änderungen auf einmal schicken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="693"/>
        <source>Send JSON (Content-Type: application/json)</source>
        <translation>JSON schicken (Content-Type: application/json)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="698"/>
        <source>The request was cut off</source>
        <translation>Die Anfrage wurde unterbrochen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="701"/>
        <source>The key {key} is given twice</source>
        <translation>Der Schlüssel {key} kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="703"/>
        <source>{where}: the key {key} is given twice</source>
        <translation>{where}: der Schlüssel {key} kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="706"/>
        <source>This is not JSON</source>
        <translation>Das ist kein JSON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="113"/>
        <source>Jasstafel live</source>
        <translation>Jasstafel live</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="114"/>
        <source>Your table</source>
        <translation>Ihr Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="115"/>
        <source>Type the code of your table (it is on the table card, or the Oberjasser tells you).</source>
        <translation>Den Code Ihres Tisches eingeben (er steht auf der Tischkarte, oder der Oberjasser sagt ihn).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="117"/>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="118"/>
        <source>Open the board</source>
        <translation>Tafel öffnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="122"/>
        <source>This table&apos;s code is no longer valid (the Oberjasser may have given the table a new one): type the new code under “Another table”. Entries not yet sent go with it.</source>
        <translation>Der Code dieses Tisches gilt nicht mehr (der Oberjasser hat dem Tisch wohl einen neuen gegeben): den neuen Code unter «Anderer Tisch» eintippen. Noch nicht geschickte Einträge gehen mit ihm.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="125"/>
        <source>Code no longer valid</source>
        <translation>Code nicht mehr gültig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="129"/>
        <source>1 entry typed there was not sent: it stays on this phone.</source>
        <translation>1 Eintrag von dort wurde nicht geschickt: er bleibt auf diesem Handy.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="131"/>
        <source>{count} entries typed there were not sent: they stay on this phone.</source>
        <translation>{count} Einträge von dort wurden nicht geschickt: sie bleiben auf diesem Handy.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="134"/>
        <source>1 entry typed on this phone at this evening ({where}) was not sent yet: it is sent once its table is opened again (its code is filled in).</source>
        <translation>1 Eintrag, der an diesem Abend auf diesem Handy getippt wurde ({where}), ist noch nicht geschickt: er geht, sobald sein Tisch wieder geöffnet wird (sein Code ist eingefüllt).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="137"/>
        <source>{count} entries typed on this phone at this evening ({where}) were not sent yet: they are sent once their table is opened again (its code is filled in).</source>
        <translation>{count} Einträge, die an diesem Abend auf diesem Handy getippt wurden ({where}), sind noch nicht geschickt: sie gehen, sobald ihr Tisch wieder geöffnet wird (sein Code ist eingefüllt).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="140"/>
        <source>Type the new code</source>
        <translation>Neuen Code eintippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="141"/>
        <source>Another table</source>
        <translation>Anderer Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="142"/>
        <source>Ranking on the wall</source>
        <translation>Rangliste an der Wand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="143"/>
        <source>Passe</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="144"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="145"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="146"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="149"/>
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="150"/>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="152"/>
        <source>Score {totals}</source>
        <translation>Stand {totals}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="153"/>
        <source>No entry yet.</source>
        <translation>Noch kein Eintrag.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="154"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="155"/>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="156"/>
        <source>Correct</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="157"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="158"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="159"/>
        <source>Write the correction</source>
        <translation>Korrektur schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="160"/>
        <source>Correcting entry {number}</source>
        <translation>Eintrag {number} wird korrigiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="162"/>
        <source>Correct entry {number}</source>
        <translation>Eintrag {number} korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="164"/>
        <source>Correcting entry {before}, now entry {number} (an entry before it was deleted)</source>
        <translation>Eintrag {before} wird korrigiert, jetzt Eintrag {number} (ein Eintrag davor wurde gelöscht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="166"/>
        <source>Entry {number} is no longer on the board as it was (deleted, undone or corrected on another phone): nothing was corrected. What was typed: {typed}</source>
        <translation>Eintrag {number} steht nicht mehr so auf der Tafel (gelöscht, rückgängig gemacht oder auf einem anderen Handy korrigiert): nichts wurde korrigiert. Getippt war: {typed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="169"/>
        <source>The correction of entry {number} was not written; what was typed: {typed}</source>
        <translation>Die Korrektur von Eintrag {number} ist nicht geschrieben; getippt war: {typed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="171"/>
        <source>Delete entry {number}?</source>
        <translation>Eintrag {number} löschen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="172"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="173"/>
        <source>No connection: entries are kept on this phone and sent later</source>
        <translation>Keine Verbindung: die Einträge bleiben auf diesem Handy und werden später geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="174"/>
        <source>No connection</source>
        <translation>Keine Verbindung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="175"/>
        <source>{count} entries not yet sent</source>
        <translation>{count} Einträge noch nicht geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="176"/>
        <source>1 entry not yet sent</source>
        <translation>1 Eintrag noch nicht geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="177"/>
        <source>not yet sent</source>
        <translation>noch nicht geschickt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="179"/>
        <source>{row} (not yet sent)</source>
        <translation>{row} (noch nicht geschickt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="180"/>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="181"/>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="182"/>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="183"/>
        <source>Corrections need the connection: wait until it is back</source>
        <translation>Korrekturen brauchen die Verbindung: warten, bis sie zurück ist</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="184"/>
        <source>The board changed meanwhile: look again</source>
        <translation>Die Tafel hat sich inzwischen geändert: nochmals ansehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="185"/>
        <source>The match is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="188"/>
        <source>in the club&apos;s ranking</source>
        <translation>in der Rangliste des Vereins</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="208"/>
        <source>Open the Oberjasser&apos;s page</source>
        <translation>Seite des Oberjassers öffnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="210"/>
        <source>Type your own code for this evening (shown when it was started), not a table&apos;s code.</source>
        <translation>Den eigenen Code für diesen Abend eingeben (er wurde beim Start angezeigt), nicht den Code eines Tisches.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="214"/>
        <source>The evening this page was open at has ended; another evening is live now.</source>
        <translation>Der Abend, für den diese Seite offen war, ist zu Ende; jetzt läuft ein anderer Abend live.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="216"/>
        <source>The live evening has ended. This page shows how it ended and opens again by itself once an evening is live here again.</source>
        <translation>Der Live-Abend ist zu Ende. Diese Seite zeigt, wie er geendet hat, und öffnet sich von selbst wieder, sobald hier wieder ein Abend live läuft.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="221"/>
        <source>Passe {passe}: every table has finished (the last one)</source>
        <translation>Passe {passe}: Alle Tische sind fertig (die letzte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="224"/>
        <source>Passe {passe} under way: start its clock</source>
        <translation>Passe {passe} läuft: ihre Uhr starten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="225"/>
        <source>Start the clock of Passe {passe} on the wall? It cannot be taken back.</source>
        <translation>Die Uhr der Passe {passe} an der Wand starten? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="230"/>
        <source>Oberjasser: correct table {table}</source>
        <translation>Oberjasser: Tisch {table} korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="234"/>
        <source>That&apos;s right</source>
        <translation>Stimmt so</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="236"/>
        <source>Table {table} gets a new code; the phones of this table must type it in again.</source>
        <translation>Tisch {table} bekommt einen neuen Code; die Handys dieses Tisches müssen ihn neu eingeben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="243"/>
        <source>Evening ended</source>
        <translation>Abend zu Ende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="244"/>
        <source>The live evening has ended. This board only shows what was written; a correction goes through the Oberjasser (in the club window).</source>
        <translation>Der Live-Abend ist zu Ende. Diese Tafel zeigt nur noch, was geschrieben wurde; eine Korrektur geht über den Oberjasser (im Vereinsfenster).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="264"/>
        <source>Totals</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="265"/>
        <source>Where the match stands</source>
        <translation>Wo die Partie steht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="186"/>
        <source>The result is in the club&apos;s ranking.</source>
        <translation>Das Resultat ist in der Rangliste des Vereins.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="127"/>
        <source>The table this phone had belongs to an evening that has ended; another evening is live now.</source>
        <translation>Der Tisch dieses Handys gehört zu einem Abend, der zu Ende ist; jetzt läuft ein anderer Abend live.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="148"/>
        <source>{name} · guest</source>
        <translation>{name} · Gast</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="187"/>
        <source>Not yet in the club&apos;s ranking: {reason}</source>
        <translation>Noch nicht in der Rangliste des Vereins: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="189"/>
        <source>This Passe has not started yet</source>
        <translation>Diese Passe hat noch nicht begonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="190"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="191"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="192"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="193"/>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="194"/>
        <location filename="../../jasstafel/live/words.py" line="261"/>
        <source>Ranking</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="195"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="196"/>
        <source>No table has finished yet.</source>
        <translation>Noch kein Tisch ist fertig.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="197"/>
        <source>since</source>
        <translation>seit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="198"/>
        <source>left</source>
        <translation>übrig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="199"/>
        <source>over time</source>
        <translation>über der Zeit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="200"/>
        <source>The Passe has not started</source>
        <translation>Die Passe hat noch nicht begonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="201"/>
        <source>The Passe is under way</source>
        <translation>Die Passe läuft</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="202"/>
        <source>Every table has finished</source>
        <translation>Alle Tische sind fertig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="203"/>
        <source>playing</source>
        <translation>am Spielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="204"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="205"/>
        <source>Open on your phone</source>
        <translation>Auf dem Handy öffnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="206"/>
        <source>Oberjasser</source>
        <translation>Oberjasser</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="207"/>
        <source>Oberjasser&apos;s code</source>
        <translation>Code des Oberjassers</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="218"/>
        <source>Start Passe {passe}</source>
        <translation>Passe {passe} starten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="219"/>
        <source>Passe {passe} under way (the last one)</source>
        <translation>Passe {passe} läuft (die letzte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="227"/>
        <source>Start Passe {passe}? Its tables&apos; codes work from then on and the wall&apos;s clock starts; it cannot be taken back.</source>
        <translation>Passe {passe} starten? Ihre Tischcodes gelten von da an und die Uhr an der Wand läuft; das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="231"/>
        <source>New code</source>
        <translation>Neuer Code</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="238"/>
        <source>{count} entries</source>
        <translation>{count} Einträge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="239"/>
        <source>End the live evening</source>
        <translation>Live-Abend beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="240"/>
        <source>End the live evening?</source>
        <translation>Den Live-Abend beenden?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="241"/>
        <source>The live evening has ended.</source>
        <translation>Der Live-Abend ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="247"/>
        <source>The live evening has ended. 1 entry typed on this phone was not sent: it is kept here (below, “not yet sent”); show it to the Oberjasser.</source>
        <translation>Der Live-Abend ist zu Ende. 1 Eintrag auf diesem Handy wurde nicht geschickt: er bleibt hier (unten, «noch nicht geschickt»); dem Oberjasser zeigen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="250"/>
        <source>The live evening has ended. {count} entries typed on this phone were not sent: they are kept here (below, “not yet sent”); show them to the Oberjasser.</source>
        <translation>Der Live-Abend ist zu Ende. {count} Einträge auf diesem Handy wurden nicht geschickt: sie bleiben hier (unten, «noch nicht geschickt»); dem Oberjasser zeigen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="253"/>
        <source>The round being typed was not written: it is kept on this phone and comes back into its form if the evening goes live again.</source>
        <translation>Die Runde, die getippt wurde, ist nicht geschrieben: sie bleibt auf diesem Handy und kommt wieder in ihr Formular, wenn der Abend wieder live läuft.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="256"/>
        <source>Connection lost: trying again</source>
        <translation>Verbindung verloren: neuer Versuch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="257"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="258"/>
        <source>Tap in order</source>
        <translation>Der Reihe nach antippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="259"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="260"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="201"/>
        <source>This table&apos;s result was typed from a paper sheet: correct it in the club window</source>
        <translation>Das Resultat dieses Tisches wurde vom Blatt eingetippt: im Vereinsfenster korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="203"/>
        <source>Typed from the paper sheet</source>
        <translation>Resultat vom Blatt eingetippt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="218"/>
        <source>Recorded in the club (imported or corrected outside this board): a correction here replaces the club&apos;s result once the match is finished</source>
        <translation>Im Verein erfasst (importiert oder ausserhalb dieser Tafel korrigiert): eine Korrektur hier ersetzt das Resultat im Verein, sobald die Partie fertig ist</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="221"/>
        <source>{club} counts, not the {board} of the entries below: a correction here replaces it once the match is finished</source>
        <translation>{club} zählt, nicht das {board} der Einträge unten: eine Korrektur hier ersetzt es, sobald die Partie fertig ist</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="228"/>
        <source>The live evening was ended with this table&apos;s result in the club: a correction is made by the Oberjasser on his page or in the club window</source>
        <translation>Der Live-Abend wurde mit dem Resultat dieses Tisches im Verein beendet: eine Korrektur macht der Oberjasser auf seiner Seite oder im Vereinsfenster</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="233"/>
        <source>This table&apos;s match was imported with other table rules than the evening&apos;s: correct it in the club window</source>
        <translation>Die Partie dieses Tisches wurde mit anderen Tischregeln als denen des Abends importiert: im Vereinsfenster korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="385"/>
        <source>{title} · Passe {passe}</source>
        <translation>{title} · Passe {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="871"/>
        <source>The board changed meanwhile (another phone wrote): look again and correct then</source>
        <translation>Die Tafel hat sich inzwischen geändert (ein anderes Handy hat geschrieben): nochmals ansehen und dann korrigieren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="212"/>
        <source>corrected by the Oberjasser (live)</source>
        <translation>vom Oberjasser korrigiert (live)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="98"/>
        <source>Written, but typed {meanwhile}: check that this round is not on the board twice (Undo takes back the last entry)</source>
        <translation>Geschrieben, aber getippt, {meanwhile}: prüfen, ob diese Runde nicht zweimal auf der Tafel steht (Rückgängig nimmt den letzten Eintrag zurück)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="103"/>
        <source>while another phone wrote at this table</source>
        <translation>während ein anderes Handy an diesem Tisch schrieb</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="104"/>
        <source>while the laptop at this table wrote</source>
        <translation>während der Laptop an diesem Tisch schrieb</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="105"/>
        <source>while the Oberjasser wrote at this table</source>
        <translation>während der Oberjasser an diesem Tisch schrieb</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="106"/>
        <source>while another device at this table wrote</source>
        <translation>während ein anderes Gerät an diesem Tisch schrieb</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="111"/>
        <source>Check: entry {number} ended the match, but it was typed {meanwhile}. If the round is on the board twice, Undo takes entry {number} back (best on the phone that wrote it). The result waits for this check: it goes into the club when the Oberjasser taps “That&apos;s right” on his page</source>
        <translation>Prüfen: Eintrag {number} hat die Partie beendet, aber er wurde getippt, {meanwhile}. Steht die Runde zweimal auf der Tafel, nimmt Rückgängig Eintrag {number} zurück (am besten auf dem Handy, das ihn geschrieben hat). Das Resultat wartet auf diese Prüfung: es kommt in den Verein, wenn der Oberjasser auf seiner Seite «Stimmt so» tippt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="117"/>
        <source>Check: entry {number} was typed {meanwhile}. If the round is on the board twice, Undo takes entry {number} back (best on the phone that wrote it)</source>
        <translation>Prüfen: Eintrag {number} wurde getippt, {meanwhile}. Steht die Runde zweimal auf der Tafel, nimmt Rückgängig Eintrag {number} zurück (am besten auf dem Handy, das ihn geschrieben hat)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="124"/>
        <source>Check: entry {number} ended the match, but it was typed {meanwhile}. If the round is on the board twice, delete entry {number}. The result waits for this check: it goes into the club when the Oberjasser taps “That&apos;s right” on his page</source>
        <translation>Prüfen: Eintrag {number} hat die Partie beendet, aber er wurde getippt, {meanwhile}. Steht die Runde zweimal auf der Tafel, Eintrag {number} löschen. Das Resultat wartet auf diese Prüfung: es kommt in den Verein, wenn der Oberjasser auf seiner Seite «Stimmt so» tippt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="128"/>
        <source>Check: entry {number} was typed {meanwhile}. If the round is on the board twice, delete entry {number}</source>
        <translation>Prüfen: Eintrag {number} wurde getippt, {meanwhile}. Steht die Runde zweimal auf der Tafel, Eintrag {number} löschen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="131"/>
        <source>waiting for a check: entry {number} maybe written twice</source>
        <translation>wartet auf Prüfung: Eintrag {number} vielleicht doppelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="133"/>
        <source>Nothing to confirm: no round of this table is flagged as maybe written twice</source>
        <translation>Nichts zu bestätigen: keine Runde dieses Tisches ist als vielleicht doppelt geschrieben markiert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="136"/>
        <source>Only the Oberjasser confirms a round maybe written twice (on his page); Undo takes it back</source>
        <translation>Nur der Oberjasser bestätigt eine vielleicht doppelt geschriebene Runde (auf seiner Seite); Rückgängig nimmt sie zurück</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="142"/>
        <source>Typed {meanwhile}: look at the board whether this round is on it already ({reason})</source>
        <translation>Getippt, {meanwhile}: auf der Tafel nachsehen, ob diese Runde schon dort steht ({reason})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="170"/>
        <source>Undo takes back entry {number} ({text}), written on another phone, not on this one. Take it back?</source>
        <translation>Rückgängig nimmt Eintrag {number} ({text}) zurück, geschrieben auf einem anderen Handy, nicht auf diesem. Zurücknehmen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="172"/>
        <source>Undo takes back the correction of entry {number}, made on another phone, not on this one. Take it back?</source>
        <translation>Rückgängig nimmt die Korrektur von Eintrag {number} zurück, gemacht auf einem anderen Handy, nicht auf diesem. Zurücknehmen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="174"/>
        <source>Undo brings back entry {number}, deleted on another phone, not on this one. Bring it back?</source>
        <translation>Rückgängig holt Eintrag {number} zurück, gelöscht auf einem anderen Handy, nicht auf diesem. Zurückholen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="176"/>
        <source>Undo takes back the last change, made on another phone, not on this one. Take it back?</source>
        <translation>Rückgängig nimmt die letzte Änderung zurück, gemacht auf einem anderen Handy, nicht auf diesem. Zurücknehmen?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1246"/>
        <source>The Oberjasser changed this table&apos;s result in the club window: the table&apos;s changes no longer replace it</source>
        <translation>Der Oberjasser hat das Resultat dieses Tisches im Vereinsfenster geändert: die Änderungen des Tisches ersetzen es nicht mehr</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1248"/>
        <source>The Oberjasser removed this table&apos;s result in the club window: it goes into the club again with the table&apos;s next change</source>
        <translation>Der Oberjasser hat das Resultat dieses Tisches im Vereinsfenster entfernt: es kommt mit der nächsten Änderung des Tisches wieder in den Verein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="615"/>
        <source>{game} ({total} × {penalty})</source>
        <translation>{game} ({total} × {penalty})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="626"/>
        <source>Write what each player took</source>
        <translation>Schreiben, was jeder genommen hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="627"/>
        <location filename="../../jasstafel/live/forms.py" line="634"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="633"/>
        <source>Write who took it</source>
        <translation>Schreiben, wer es genommen hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="637"/>
        <source>Taken by</source>
        <translation>Genommen von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="641"/>
        <source>Write the Domino</source>
        <translation>Domino schreiben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="642"/>
        <source>Finishing order, first out first</source>
        <translation>Reihenfolge: wer zuerst fertig ist, zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="629"/>
        <location filename="../../jasstafel/live/forms.py" line="636"/>
        <location filename="../../jasstafel/live/forms.py" line="659"/>
        <location filename="../../jasstafel/live/forms.py" line="662"/>
        <location filename="../../jasstafel/live/forms.py" line="666"/>
        <source>Choose the game</source>
        <translation>Das Spiel wählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="631"/>
        <location filename="../../jasstafel/live/forms.py" line="668"/>
        <source>Type what every player took (one may stay empty)</source>
        <translation>Eingeben, was jeder Spieler genommen hat (eines darf leer bleiben)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/service.py" line="116"/>
        <source>no free port from {port} on: {reason}</source>
        <translation>kein freier Port ab {port}: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/service.py" line="207"/>
        <source>the live server did not start on {url}</source>
        <translation>der Server des Live-Abends ist unter {url} nicht angelaufen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="333"/>
        <source>This is the code of Passe {passe}, table {table}: type the code of Passe {mine}, table {my_table}</source>
        <translation>Das ist der Code von Passe {passe}, Tisch {table}: den Code von Passe {mine}, Tisch {my_table} tippen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="45"/>
        <source>{contract} ×{factor} by {team}: {sides}</source>
        <translation>{contract} ×{factor} von {team}: {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="47"/>
        <source>{contract} ×{factor} by {team} (passed): {sides}</source>
        <translation>{contract} ×{factor} von {team} (geschoben): {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="51"/>
        <source>{points} Match</source>
        <translation>{points} Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="52"/>
        <source>{points} Kontermatsch</source>
        <translation>{points} Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="53"/>
        <source>{points} + Match {bonus}</source>
        <translation>{points} + Match {bonus}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="54"/>
        <source>{points} + Kontermatsch {bonus}</source>
        <translation>{points} + Kontermatsch {bonus}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="55"/>
        <source>Weis {weis}</source>
        <translation>Weis {weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="56"/>
        <source>Stöck {stoeck}</source>
        <translation>Stöck {stoeck}</translation>
    </message>
</context>
<context>
    <name>pandur</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="141"/>
        <source>Deal {0}: {1} deals again</source>
        <translation>Spiel {0}: {1} gibt nochmals</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="142"/>
        <source>Deal {0}: {1} deals</source>
        <translation>Spiel {0}: {1} gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="153"/>
        <source>last at the table</source>
        <translation>bleibt am Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="156"/>
        <source>left in deal {0}</source>
        <translation>ausgeschieden in Spiel {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="160"/>
        <source>deals</source>
        <translation>gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="144"/>
        <source>Deal {0}: {1} deals again, sits out, inherits {2}</source>
        <translation>Spiel {0}: {1} gibt nochmals, setzt aus, erbt {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="146"/>
        <source>Deal {0}: {1} deals, sits out, inherits {2}</source>
        <translation>Spiel {0}: {1} gibt, setzt aus, erbt {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="161"/>
        <source>deals · inherits {0}</source>
        <translation>gibt · erbt {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="168"/>
        <source>Loser</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="171"/>
        <source>Winner!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="172"/>
        <source>Place {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="173"/>
        <source>{0} to go</source>
        <translation>noch {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="238"/>
        <source>Match over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="263"/>
        <source>inherited</source>
        <translation>geerbt (Erben)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="239"/>
        <source>{0} at the table</source>
        <translation>{0} am Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="263"/>
        <source>won in play</source>
        <translation>im Spiel gewonnen</translation>
    </message>
</context>
<context>
    <name>print</name>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="51"/>
        <source>Tie with %n penalty points</source>
        <translation>
            <numerusform>Gleichauf mit %n Strafpunkt</numerusform>
            <numerusform>Gleichauf mit %n Strafpunkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="53"/>
        <source>With %n penalty points</source>
        <translation>
            <numerusform>Mit %n Strafpunkt</numerusform>
            <numerusform>Mit %n Strafpunkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="55"/>
        <source>Tie with %n points</source>
        <translation>
            <numerusform>Gleichauf mit %n Punkt</numerusform>
            <numerusform>Gleichauf mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="56"/>
        <source>With %n points</source>
        <translation>
            <numerusform>Mit %n Punkt</numerusform>
            <numerusform>Mit %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="84"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="85"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="90"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="161"/>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="164"/>
        <location filename="../../jasstafel/printing/teams.py" line="142"/>
        <source>Written</source>
        <translation>Geschrie­ben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="165"/>
        <location filename="../../jasstafel/printing/base.py" line="220"/>
        <location filename="../../jasstafel/printing/base.py" line="266"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="105"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="155"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="216"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="217"/>
        <location filename="../../jasstafel/printing/marks.py" line="76"/>
        <location filename="../../jasstafel/printing/marks.py" line="146"/>
        <location filename="../../jasstafel/printing/marks.py" line="298"/>
        <location filename="../../jasstafel/printing/marks.py" line="377"/>
        <location filename="../../jasstafel/printing/marks.py" line="513"/>
        <location filename="../../jasstafel/printing/scores.py" line="78"/>
        <location filename="../../jasstafel/printing/scores.py" line="195"/>
        <location filename="../../jasstafel/printing/scores.py" line="233"/>
        <location filename="../../jasstafel/printing/scores.py" line="284"/>
        <location filename="../../jasstafel/printing/scores.py" line="328"/>
        <location filename="../../jasstafel/printing/scores.py" line="391"/>
        <location filename="../../jasstafel/printing/teams.py" line="143"/>
        <location filename="../../jasstafel/printing/teams.py" line="303"/>
        <location filename="../../jasstafel/printing/teams.py" line="351"/>
        <location filename="../../jasstafel/printing/teams.py" line="410"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="233"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="158"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="218"/>
        <location filename="../../jasstafel/printing/scores.py" line="199"/>
        <location filename="../../jasstafel/printing/scores.py" line="286"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="234"/>
        <location filename="../../jasstafel/printing/teams.py" line="344"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="235"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="238"/>
        <location filename="../../jasstafel/printing/sheet.py" line="137"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="265"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="105"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="215"/>
        <location filename="../../jasstafel/printing/scores.py" line="76"/>
        <location filename="../../jasstafel/printing/scores.py" line="194"/>
        <location filename="../../jasstafel/printing/scores.py" line="231"/>
        <location filename="../../jasstafel/printing/scores.py" line="282"/>
        <location filename="../../jasstafel/printing/scores.py" line="327"/>
        <location filename="../../jasstafel/printing/scores.py" line="390"/>
        <location filename="../../jasstafel/printing/teams.py" line="251"/>
        <location filename="../../jasstafel/printing/teams.py" line="443"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="284"/>
        <source>Team {0}</source>
        <translation>Team {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="286"/>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="335"/>
        <source>Table settings</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="353"/>
        <source>Winner: {0}</source>
        <translation>Sieger: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="354"/>
        <source>Winners: {0}</source>
        <translation>Sieger: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="357"/>
        <source>The match is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="359"/>
        <source>Not finished: the board after %n entries.</source>
        <translation>
            <numerusform>Nicht beendet: die Tafel nach %n Eintrag.</numerusform>
            <numerusform>Nicht beendet: die Tafel nach %n Einträgen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="368"/>
        <source>Signatures</source>
        <translation>Unterschriften</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="55"/>
        <location filename="../../jasstafel/printing/sheet.py" line="116"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="56"/>
        <location filename="../../jasstafel/printing/sheet.py" line="117"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="57"/>
        <location filename="../../jasstafel/printing/sheet.py" line="118"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="58"/>
        <source>Scorekeeper</source>
        <translation>Schreiber</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/layout.py" line="49"/>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/layout.py" line="580"/>
        <source>Signature {0}</source>
        <translation>Unterschrift {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/layout.py" line="731"/>
        <source>Page {0} of {1}</source>
        <translation>Seite {0} von {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="47"/>
        <source>Wirtshaus: the loser of each round gets a Strich</source>
        <translation>Wirtshaus: der Verlierer jeder Runde bekommt einen Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="50"/>
        <source>everyone under {0} points</source>
        <translation>alle unter {0} Punkten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="53"/>
        <source>the fewest points (all tied lowest)</source>
        <translation>die wenigsten Punkte (bei Gleichstand alle)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="59"/>
        <source>Gewinnstriche: the best of each round get a Strich</source>
        <translation>Gewinnstriche: die Besten jeder Runde bekommen einen Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="61"/>
        <source>the best {0} (all tied at the edge)</source>
        <translation>die besten {0} (bei Gleichstand an der Grenze alle)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="63"/>
        <source>the first to {0} Striche wins</source>
        <translation>wer zuerst {0} Striche hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="66"/>
        <source>Counting</source>
        <translation>Zählweise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="67"/>
        <source>Strich for</source>
        <translation>Strich für</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="68"/>
        <location filename="../../jasstafel/printing/scores.py" line="318"/>
        <location filename="../../jasstafel/printing/teams.py" line="74"/>
        <location filename="../../jasstafel/printing/teams.py" line="76"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="74"/>
        <location filename="../../jasstafel/printing/marks.py" line="144"/>
        <location filename="../../jasstafel/printing/marks.py" line="196"/>
        <location filename="../../jasstafel/printing/marks.py" line="356"/>
        <location filename="../../jasstafel/printing/scores.py" line="268"/>
        <location filename="../../jasstafel/printing/teams.py" line="140"/>
        <location filename="../../jasstafel/printing/teams.py" line="347"/>
        <source>Card points</source>
        <translation>Karten­punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="75"/>
        <location filename="../../jasstafel/printing/marks.py" line="102"/>
        <location filename="../../jasstafel/printing/marks.py" line="125"/>
        <location filename="../../jasstafel/printing/marks.py" line="145"/>
        <location filename="../../jasstafel/printing/marks.py" line="243"/>
        <location filename="../../jasstafel/printing/marks.py" line="277"/>
        <location filename="../../jasstafel/printing/marks.py" line="291"/>
        <location filename="../../jasstafel/printing/teams.py" line="101"/>
        <location filename="../../jasstafel/printing/teams.py" line="104"/>
        <location filename="../../jasstafel/printing/teams.py" line="238"/>
        <location filename="../../jasstafel/printing/teams.py" line="278"/>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="359"/>
        <source>Striche</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="96"/>
        <source>reached the goal</source>
        <translation>hat das Ziel erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="99"/>
        <location filename="../../jasstafel/printing/marks.py" line="430"/>
        <source>{0} to go</source>
        <translation>noch {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="130"/>
        <source>Goal reached</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="55"/>
        <source>{0} Striche: the first who is full ends the match, the fewest Striche win</source>
        <translation>{0} Striche: wer zuerst voll ist, beendet die Partie; die wenigsten Striche gewinnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="97"/>
        <source>full</source>
        <translation>voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="117"/>
        <source>Won {0}</source>
        <translation>Gewonnen {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="120"/>
        <source>{0} are full; won {1}</source>
        <translation>{0} sind voll; gewonnen {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="122"/>
        <source>{0} is full; won {1}</source>
        <translation>{0} ist voll; gewonnen {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="132"/>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="165"/>
        <source>not following suit</source>
        <translation>Farbe nicht angegeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="166"/>
        <source>playing out of turn</source>
        <translation>ausserhalb der Reihe gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="167"/>
        <source>looking into cards</source>
        <translation>in fremde Karten geschaut</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="169"/>
        <source>misdeed</source>
        <translation>Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="174"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="176"/>
        <source>net {0} (Striche − Nuller)</source>
        <translation>netto {0} (Striche − Nuller)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="178"/>
        <location filename="../../jasstafel/printing/marks.py" line="322"/>
        <source>Bids</source>
        <translation>Angebote</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="178"/>
        <source>any number below 150, then 150, 155, 157, 257 (Match); minimum bid: {0}</source>
        <translation>jede Zahl unter 150, dann 150, 155, 157, 257 (Match); Mindestangebot: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="182"/>
        <source>Made</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="182"/>
        <source>Fahnder 2 Striche, partner 1 (Match bid: 1 more each)</source>
        <translation>Fahnder 2 Striche, Partner 1 (Matchangebot: je 1 mehr)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="184"/>
        <source>Failed</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="184"/>
        <source>Fahnder 2 Nuller, partner 1 Nuller, each opponent 1 Strich</source>
        <translation>Fahnder 2 Nuller, Partner 1 Nuller, jeder Gegenspieler 1 Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="193"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="194"/>
        <location filename="../../jasstafel/printing/marks.py" line="494"/>
        <source>Bid</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="195"/>
        <location filename="../../jasstafel/printing/teams.py" line="130"/>
        <source>Contract</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="197"/>
        <location filename="../../jasstafel/printing/marks.py" line="359"/>
        <location filename="../../jasstafel/printing/marks.py" line="509"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="204"/>
        <location filename="../../jasstafel/printing/marks.py" line="268"/>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="217"/>
        <location filename="../../jasstafel/printing/marks.py" line="383"/>
        <source>made</source>
        <translation>gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="218"/>
        <location filename="../../jasstafel/printing/marks.py" line="384"/>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="221"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="238"/>
        <source>Striche {0} − Nuller {1} = net {2}</source>
        <translation>Striche {0} − Nuller {1} = netto {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="244"/>
        <location filename="../../jasstafel/printing/marks.py" line="277"/>
        <location filename="../../jasstafel/printing/marks.py" line="291"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="248"/>
        <source>+ Striche, − Nuller; Net: Striche − Nuller.</source>
        <translation>+ Striche, − Nuller; Netto: Striche − Nuller.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="263"/>
        <source>Fahnder-Könige with net {0}</source>
        <translation>Fahnder-Könige mit netto {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="265"/>
        <source>Fahnder-König with net {0}</source>
        <translation>Fahnder-König mit netto {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="278"/>
        <source>Made as Fahnder</source>
        <translation>Als Fahnder gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="299"/>
        <source>Net (Striche − Nuller)</source>
        <translation>Netto (Striche − Nuller)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="306"/>
        <source>Made: Fahnder 2 Striche, partner 1; Match bid (257) made: 1 more each. Failed: Fahnder 2 Nuller, partner 1 Nuller, each opponent 1 Strich. Misdeed: up to 2 Nuller. Net {0} makes the Fahnder-König.</source>
        <translation>Gemacht: Fahnder 2 Striche, Partner 1; Matchangebot (257) gemacht: je 1 mehr. Verloren: Fahnder 2 Nuller, Partner 1 Nuller, jeder Gegenspieler 1 Strich. Vergehen: bis 2 Nuller. Netto {0} macht den Fahnder-König.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="325"/>
        <source>15 score points; the others play on with three, then two</source>
        <translation>15 Schreibpunkte; die anderen spielen zu dritt, dann zu zweit weiter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="422"/>
        <source>won {0} + inherited {1}</source>
        <translation>gewonnen {0} + Erben {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="432"/>
        <location filename="../../jasstafel/printing/marks.py" line="448"/>
        <location filename="../../jasstafel/printing/marks.py" line="496"/>
        <source>Score points</source>
        <translation>Schreibpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="500"/>
        <source>Bidding ladder (lowest first) and score points</source>
        <translation>Angebote (das tiefste zuerst) und Schreibpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="503"/>
        <source>Numeric bids go up in steps of 10; Pandur mit cannot be overbid. Made if card points + valid Weis reach the bid (Misère: no trick; Pandur: every trick): the declarer writes the score points; failed: each opponent writes them. Never more than 6 in one deal.</source>
        <translation>Zahlenangebote steigen in Zehnerschritten; Pandur mit kann nicht überboten werden. Gemacht, wenn Kartenpunkte + gültiger Weis das Angebot erreichen (Misère: kein Stich; Pandur: alle Stiche): der Spielübernehmer schreibt die Schreibpunkte; verloren: jeder Gegner schreibt sie. Nie mehr als 6 in einem Spiel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="323"/>
        <source>the dealer of a deal of four inherits 2, never above 14</source>
        <translation>der Geber erbt im Spiel zu viert 2, nie über 14</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="323"/>
        <location filename="../../jasstafel/printing/marks.py" line="458"/>
        <source>Inherited</source>
        <translation>Erben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="325"/>
        <location filename="../../jasstafel/printing/teams.py" line="34"/>
        <source>Win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="327"/>
        <source>Same deal</source>
        <translation>Im gleichen Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="327"/>
        <source>players reaching 15 in one deal share the rank</source>
        <translation>wer im gleichen Spiel 15 erreicht, teilt den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="329"/>
        <source>players reaching 15 in one deal: the higher total ranks first</source>
        <translation>wer im gleichen Spiel 15 erreicht: das höhere Total zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="331"/>
        <source>Misdeal</source>
        <translation>Vergeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="331"/>
        <source>the dealer deals again and inherits nothing for it</source>
        <translation>der Geber gibt nochmals und erbt dafür nichts</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="333"/>
        <source>the dealer deals again; only the misdeal writes nothing</source>
        <translation>der Geber gibt nochmals; nur das vergebene Spiel schreibt nichts</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="351"/>
        <location filename="../../jasstafel/printing/scores.py" line="228"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="352"/>
        <source>Declarer</source>
        <translation>Spielübernehmer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="358"/>
        <location filename="../../jasstafel/printing/scores.py" line="76"/>
        <location filename="../../jasstafel/printing/teams.py" line="141"/>
        <location filename="../../jasstafel/printing/teams.py" line="329"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="391"/>
        <source>beaten</source>
        <translation>überboten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="395"/>
        <source>premature lead by {0}</source>
        <translation>zu früh ausgespielt von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="397"/>
        <source>fault by {0}</source>
        <translation>Fehler von {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="399"/>
        <location filename="../../jasstafel/printing/scores.py" line="85"/>
        <location filename="../../jasstafel/printing/sheet.py" line="146"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="403"/>
        <source>no bid</source>
        <translation>kein Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="407"/>
        <source>misdeal: the same dealer deals again</source>
        <translation>vergeben: der gleiche Geber gibt nochmals</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="425"/>
        <source>15 reached in deal {0}</source>
        <translation>15 erreicht im Spiel {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="428"/>
        <source>the loser</source>
        <translation>verliert die Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="457"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="459"/>
        <source>15 in deal</source>
        <translation>15 im Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="460"/>
        <source>Declared (made)</source>
        <translation>Gespielt (gemacht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="50"/>
        <source>the last counts double</source>
        <translation>die letzte zählt doppelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="53"/>
        <source>card points − Handweis + Tischweis − Stöck (20)</source>
        <translation>Kartenpunkte − Handweis + Tischweis − Stöck (20)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="55"/>
        <source>card points − Handweis + Tischweis</source>
        <translation>Kartenpunkte − Handweis + Tischweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="57"/>
        <location filename="../../jasstafel/printing/scores.py" line="316"/>
        <location filename="../../jasstafel/printing/statistics.py" line="135"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="58"/>
        <source>Round score</source>
        <translation>Rundenwertung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="60"/>
        <source>the fewest total wins</source>
        <translation>das tiefste Total gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="61"/>
        <source>only the player with the best Weis</source>
        <translation>nur der Spieler mit dem besten Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="63"/>
        <source>every player</source>
        <translation>jeder Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="65"/>
        <source>20 minus points</source>
        <translation>20 Minuspunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="66"/>
        <source>none</source>
        <comment>no Stöck</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="67"/>
        <source>Ties</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="67"/>
        <source>every tie is decided by drawing a card</source>
        <translation>jeder Gleichstand wird durch Kartenziehen entschieden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="69"/>
        <source>only a tie for the win is drawn</source>
        <translation>gezogen wird nur bei Gleichstand um den Sieg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="77"/>
        <location filename="../../jasstafel/printing/scores.py" line="193"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="92"/>
        <source>Drawing a card, highest first: {0}</source>
        <translation>Kartenziehen, die höchste zuerst: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="122"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). Round: what the round wrote.</source>
        <translation>Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). Runde: was die Runde geschrieben hat.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="126"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus). Round: what the round wrote (× 2 when it counts double).</source>
        <translation>Weis: {0} Handweis (minus), {1} Tischweis (plus). Runde: was die Runde geschrieben hat (× 2, wenn sie doppelt zählt).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="130"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus). Round: what the round wrote.</source>
        <translation>Weis: {0} Handweis (minus), {1} Tischweis (plus). Runde: was die Runde geschrieben hat.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/scores.py" line="146"/>
        <source>With %n points (drew the higher card)</source>
        <translation>
            <numerusform>Mit %n Punkt (hat die höhere Karte gezogen)</numerusform>
            <numerusform>Mit %n Punkten (hat die höhere Karte gezogen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/scores.py" line="148"/>
        <source>With %n points (drew the highest card)</source>
        <translation>
            <numerusform>Mit %n Punkt (hat die höchste Karte gezogen)</numerusform>
            <numerusform>Mit %n Punkten (hat die höchste Karte gezogen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="169"/>
        <source>Card drawn</source>
        <translation>Gezogene Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="204"/>
        <source>Weis: Handweis is written as minus, Tischweis as plus points for whoever took the trick. The card points of a round add up to 157.</source>
        <translation>Weis: Handweis wird als Minuspunkte geschrieben, Tischweis als Pluspunkte für den, der den Stich gemacht hat. Die Kartenpunkte einer Runde ergeben zusammen 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="219"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="220"/>
        <location filename="../../jasstafel/printing/scores.py" line="232"/>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="220"/>
        <source>|prediction − card points|; the lowest total wins</source>
        <translation>|Vorhersage − Kartenpunkte|; das tiefste Total gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="222"/>
        <location filename="../../jasstafel/printing/scores.py" line="267"/>
        <source>No prediction</source>
        <translation>Keine Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="222"/>
        <source>{0} penalty points</source>
        <translation>{0} Strafpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="230"/>
        <location filename="../../jasstafel/printing/scores.py" line="281"/>
        <source>Pred.</source>
        <translation>Vorh.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="318"/>
        <source>the scorekeeper closes the board</source>
        <translation>der Schreiber schliesst die Tafel ab</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="332"/>
        <source>Closed by the scorekeeper</source>
        <translation>Vom Schreiber abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="53"/>
        <source>{0} a trick</source>
        <translation>{0} pro Stich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="53"/>
        <source>{0} a card</source>
        <translation>{0} pro Karte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="54"/>
        <source>{0} an Ober</source>
        <translation>{0} pro Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="54"/>
        <source>{0} a Queen</source>
        <translation>{0} pro Dame</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="78"/>
        <source>yes: {0} (4 players)</source>
        <translation>ja: {0} (4 Spieler)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="80"/>
        <source>yes: {0} (3 players)</source>
        <translation>ja: {0} (3 Spieler)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="81"/>
        <source>yes: {0} (4 players), {1} (3 players)</source>
        <translation>ja: {0} (4 Spieler), {1} (3 Spieler)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="88"/>
        <source>the highest total (Domino points − penalty points)</source>
        <translation>das höchste Total (Dominopunkte − Strafpunkte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="91"/>
        <source>the fewest penalty points</source>
        <translation>die wenigsten Strafpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="93"/>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="94"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="196"/>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="95"/>
        <source>Guggitaler</source>
        <translation>Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="96"/>
        <source>a tie is shared</source>
        <translation>bei Gleichstand teilen sie sich den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="96"/>
        <location filename="../../jasstafel/printing/scores.py" line="58"/>
        <source>{0}; {1}</source>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="105"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="215"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="127"/>
        <source>Count: tricks, Hearts or Queens taken; × took the card or the last trick. Points: what the game wrote (penalties minus).</source>
        <translation>Anzahl: genommene Stiche, Herz oder Damen; × hat die Karte oder den letzten Stich genommen. Punkte: was das Spiel geschrieben hat (Strafen minus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="129"/>
        <source>Count: tricks, Bells or Ober taken; × took the card or the last trick. Points: what the game wrote (penalties minus).</source>
        <translation>Anzahl: genommene Stiche, Schellen oder Ober; × hat die Karte oder den letzten Stich genommen. Punkte: was das Spiel geschrieben hat (Strafen minus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="133"/>
        <source>Count: tricks, Hearts or Queens taken; × took the card or the last trick; Domino: the place in which the player got rid of his cards. Points: what the game wrote (penalties minus, Domino plus).</source>
        <translation>Anzahl: genommene Stiche, Herz oder Damen; × hat die Karte oder den letzten Stich genommen; Domino: der Platz, an dem der Spieler seine Karten los war. Punkte: was das Spiel geschrieben hat (Strafen minus, Domino plus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="136"/>
        <source>Count: tricks, Bells or Ober taken; × took the card or the last trick; Domino: the place in which the player got rid of his cards. Points: what the game wrote (penalties minus, Domino plus).</source>
        <translation>Anzahl: genommene Stiche, Schellen oder Ober; × hat die Karte oder den letzten Stich genommen; Domino: der Platz, an dem der Spieler seine Karten los war. Punkte: was das Spiel geschrieben hat (Strafen minus, Domino plus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="175"/>
        <source>Guggitaler {0}</source>
        <translation>Guggitaler {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="223"/>
        <source>Every game is played Obenabe, no Weis, no Stöck. In all: 9 tricks (12 with three players), 9 Hearts, 4 Queens, the King of Clubs, one last trick.</source>
        <translation>Jedes Spiel wird Obenabe gespielt, ohne Weis, ohne Stöck. Insgesamt: 9 Stiche (12 zu dritt), 9 Herz, 4 Damen, ein Kreuzkönig, ein letzter Stich.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="226"/>
        <source>Every game is played Obenabe, no Weis, no Stöck. In all: 9 tricks (12 with three players), 9 Bells, 4 Ober, the King of Roses, one last trick.</source>
        <translation>Jedes Spiel wird Obenabe gespielt, ohne Weis, ohne Stöck. Insgesamt: 9 Stiche (12 zu dritt), 9 Schellen, 4 Ober, ein Rosenkönig, ein letzter Stich.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="194"/>
        <location filename="../../jasstafel/printing/scores.py" line="257"/>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="229"/>
        <source>Domino points by place: {0} (4 players), {1} (3 players).</source>
        <translation>Dominopunkte nach Platz: {0} (4 Spieler), {1} (3 Spieler).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="266"/>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="103"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="162"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="214"/>
        <location filename="../../jasstafel/printing/scores.py" line="280"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="283"/>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="291"/>
        <source>Before each game every player predicts his card points (Pred., 0 to 157); his penalty is the difference (Diff.), {0} without a prediction. The card points of a game add up to 157.</source>
        <translation>Vor jedem Spiel sagt jeder Spieler seine Kartenpunkte voraus (Vorh., 0 bis 157); seine Strafe ist die Differenz (Diff.), {0} ohne Vorhersage. Die Kartenpunkte eines Spiels ergeben zusammen 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="96"/>
        <location filename="../../jasstafel/printing/scores.py" line="306"/>
        <source>Wins</source>
        <translation>Es gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="307"/>
        <source>the higher total</source>
        <translation>das höhere Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="308"/>
        <source>the lower total</source>
        <translation>das tiefere Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="312"/>
        <source>won only with a lead of {0}</source>
        <translation>gewonnen nur mit {0} Vorsprung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="314"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="324"/>
        <source>Note</source>
        <translation>Bemerkung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="364"/>
        <location filename="../../jasstafel/printing/teams.py" line="415"/>
        <location filename="../../jasstafel/printing/teams.py" line="460"/>
        <source>Behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="368"/>
        <location filename="../../jasstafel/printing/teams.py" line="276"/>
        <source>To target</source>
        <translation>Bis zum Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="381"/>
        <source>Side {0}</source>
        <translation>Partei {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="124"/>
        <source>Variant</source>
        <translation>Jassart</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="136"/>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="161"/>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="167"/>
        <source>No entries yet.</source>
        <translation>Noch keine Einträge.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="168"/>
        <source>Final board</source>
        <translation>Schlussstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="169"/>
        <source>Board as it stands</source>
        <translation>Aktueller Stand</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/teams.py" line="76"/>
        <source>%n rounds (Turnier): the higher total wins</source>
        <translation>
            <numerusform>%n Runde (Turnier): das höhere Total gewinnt</numerusform>
            <numerusform>%n Runden (Turnier): das höhere Total gewinnt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="78"/>
        <source>Factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="80"/>
        <source>Weis and Stöck</source>
        <translation>Weis und Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="81"/>
        <source>counted (× factor)</source>
        <translation>gezählt (× Faktor)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="82"/>
        <location filename="../../jasstafel/printing/teams.py" line="328"/>
        <source>not written</source>
        <translation>nicht geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="34"/>
        <location filename="../../jasstafel/printing/teams.py" line="94"/>
        <location filename="../../jasstafel/printing/teams.py" line="330"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="96"/>
        <source>Tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="97"/>
        <source>more Matches, then the better best round</source>
        <translation>mehr Matches, dann die bessere beste Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="99"/>
        <source>more Matches, then shared</source>
        <translation>mehr Matches, sonst geteilt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="132"/>
        <source>Announced</source>
        <translation>Angesagt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="86"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="86"/>
        <source>a double deck: {0} card points a round</source>
        <translation>doppelte Karten: {0} Kartenpunkte pro Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="89"/>
        <source>{0} + {1} = {2} (× factor)</source>
        <translation>{0} + {1} = {2} (× Faktor)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="92"/>
        <source>{0}, no bonus (still recorded)</source>
        <translation>{0}, kein Bonus (aber vermerkt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="101"/>
        <source>kept: Win 2, Match 1, Kontermatsch 2</source>
        <translation>geführt: Sieg 2, Match 1, Kontermatsch 2</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="171"/>
        <source>Bedanken by {0} during the round: {1} on the stack (card points, Weis and Stöck) in {2} ×{3}</source>
        <translation>Bedanken: {0}, während der Runde: {1} auf dem Stapel (Kartenpunkte, Weis und Stöck) in {2} ×{3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="207"/>
        <source>{0} of {1}: Bedanken too early</source>
        <translation>{0} von {1}: zu früh bedankt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="212"/>
        <source>{0} to go to {1}</source>
        <translation>noch {0} bis {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="214"/>
        <source>target {0} reached</source>
        <translation>Ziel {0} erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="218"/>
        <source>Matches: {0} ({1} Kontermatsch)</source>
        <translation>Matches: {0} (davon {1} Kontermatsch)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="222"/>
        <source>Matches: {0}</source>
        <translation>Matches: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="35"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="309"/>
        <source>{0} min</source>
        <translation>{0} Min.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="310"/>
        <source>{0} h {1:02d} min</source>
        <translation>{0} Std. {1:02d} Min.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="311"/>
        <source>less than a minute</source>
        <translation>weniger als eine Minute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="135"/>
        <source>Rounds played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="132"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="108"/>
        <location filename="../../jasstafel/printing/teams.py" line="273"/>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="35"/>
        <location filename="../../jasstafel/printing/teams.py" line="273"/>
        <location filename="../../jasstafel/printing/teams.py" line="335"/>
        <location filename="../../jasstafel/printing/teams.py" line="356"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="118"/>
        <source>Weis written</source>
        <translation>Geschriebene Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="61"/>
        <location filename="../../jasstafel/printing/scores.py" line="164"/>
        <location filename="../../jasstafel/printing/statistics.py" line="200"/>
        <source>Handweis</source>
        <translation>Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="118"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). Round: what the round wrote (× 2 when it counts double).</source>
        <translation>Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). Runde: was die Runde geschrieben hat (× 2, wenn sie doppelt zählt).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="165"/>
        <location filename="../../jasstafel/printing/statistics.py" line="200"/>
        <source>Tischweis</source>
        <translation>Tischweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="65"/>
        <location filename="../../jasstafel/printing/scores.py" line="167"/>
        <location filename="../../jasstafel/printing/teams.py" line="141"/>
        <location filename="../../jasstafel/printing/teams.py" line="326"/>
        <location filename="../../jasstafel/printing/teams.py" line="348"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="135"/>
        <location filename="../../jasstafel/printing/teams.py" line="274"/>
        <source>Best round</source>
        <translation>Beste Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="132"/>
        <source>Best game</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="218"/>
        <location filename="../../jasstafel/printing/teams.py" line="34"/>
        <location filename="../../jasstafel/printing/teams.py" line="226"/>
        <source>Berg</source>
        <translation>Berg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="59"/>
        <source>Contracts chosen</source>
        <translation>Gewählte Trümpfe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="56"/>
        <source>Rows chosen</source>
        <translation>Gewählte Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="107"/>
        <source>Kontermatsch made</source>
        <translation>Kontermatsch gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="117"/>
        <source>Weis written (× factor)</source>
        <translation>Geschriebene Weis (× Faktor)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="134"/>
        <source>Deals played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="134"/>
        <source>Best deal</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="154"/>
        <source>%n played</source>
        <translation>
            <numerusform>%n gespielt</numerusform>
            <numerusform>%n gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="156"/>
        <source>%n without a bid</source>
        <translation>
            <numerusform>%n ohne Angebot</numerusform>
            <numerusform>%n ohne Angebot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="158"/>
        <source>%n misdeals</source>
        <translation>
            <numerusform>%n-mal vergeben</numerusform>
            <numerusform>%n-mal vergeben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="159"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="166"/>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="108"/>
        <source>of which Kontermatsch</source>
        <translation>davon Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="203"/>
        <source>Rounds with Stöck</source>
        <translation>Runden mit Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="244"/>
        <source>First dealer</source>
        <translation>Gibt zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="246"/>
        <source>First to announce</source>
        <translation>Sagt zuerst an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="260"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="132"/>
        <source>Games in all</source>
        <translation>Spiele insgesamt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="58"/>
        <source>Bids played</source>
        <translation>Gespielte Angebote</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="264"/>
        <source>Time played</source>
        <translation>Spieldauer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="264"/>
        <source>{0} ({1} to {2})</source>
        <translation>{0} ({1} bis {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="46"/>
        <source>passed</source>
        <translation>geschoben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="105"/>
        <source>kept: Win 2, Berg 1, Match 1, Kontermatsch 2, Schneider 2</source>
        <translation>geführt: Sieg 2, Berg 1, Match 1, Kontermatsch 2, Schneider 2</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="114"/>
        <source>target {0} points: the first team to call Bedanken past it wins</source>
        <translation>Ziel {0} Punkte: es gewinnt das Team, das sich zuerst darüber bedankt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="118"/>
        <source>target {0} points for {1}, {2} points for {3}: the first team to call Bedanken past its own target wins</source>
        <translation>Ziel {0} Punkte für {1}, {2} Punkte für {3}: es gewinnt das Team, das sich zuerst über sein eigenes Ziel bedankt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="177"/>
        <source>Bedanken by {0}</source>
        <translation>Bedanken: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="291"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="296"/>
        <source>Z: a stroke on the top line is 100, on the diagonal 50, on the bottom line 20; the rest is written as a number. Every fifth stroke crosses the four before it.</source>
        <translation>Z: ein Strich auf der oberen Linie zählt 100, auf der Diagonale 50, auf der unteren Linie 20; der Rest wird als Zahl geschrieben. Jeder fünfte Strich kreuzt die vier davor.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="321"/>
        <source>{0} × factor</source>
        <translation>{0} × Faktor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="325"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="326"/>
        <source>count: 20 × factor in rows with a trump</source>
        <translation>zählen: 20 × Faktor in Zeilen mit Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="329"/>
        <source>not written</source>
        <comment>the Weis</comment>
        <translation>nicht geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="333"/>
        <source>(157 − own card points) × factor; no trick: Match</source>
        <translation>(157 − eigene Kartenpunkte) × Faktor; kein Stich: Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="333"/>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="335"/>
        <source>the announcing team took no trick: 0, the row counts as played</source>
        <translation>das ansagende Team hat keinen Stich gemacht: 0, die Zeile gilt als gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="345"/>
        <location filename="../../jasstafel/printing/teams.py" line="395"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="350"/>
        <source>Cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="360"/>
        <location filename="../../jasstafel/printing/teams.py" line="363"/>
        <source>Match ({0})</source>
        <translation>Match ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="391"/>
        <source>M</source>
        <comment>Match, in a cell</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="392"/>
        <source>KM</source>
        <comment>Kontermatsch, in a cell</comment>
        <translation>KM</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="431"/>
        <source>M: written with a Match; KM: with a Kontermatsch.</source>
        <translation>M: mit einem Match geschrieben; KM: mit einem Kontermatsch.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="437"/>
        <source>{0} can no longer be caught.</source>
        <translation>Nicht mehr einzuholen: {0} (uneinholbar).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="107"/>
        <location filename="../../jasstafel/printing/teams.py" line="464"/>
        <source>Matches in own rows</source>
        <translation>Matches in eigenen Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="466"/>
        <source>Open rows</source>
        <translation>Offene Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="489"/>
        <source>Two teams of two use the first two columns; three teams or three single players use all three. Each team plays every row once; only the announcing team writes.</source>
        <translation>Zwei Zweierteams benützen die ersten zwei Spalten, drei Teams oder drei Einzelspieler alle drei. Jedes Team spielt jede Zeile einmal; nur das ansagende Team schreibt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="487"/>
        <source>Each team plays every row once; only the announcing team writes.</source>
        <translation>Jedes Team spielt jede Zeile einmal; nur das ansagende Team schreibt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/device.py" line="103"/>
        <location filename="../../jasstafel/printing/export.py" line="264"/>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
</context>
<context>
    <name>rank</name>
    <message numerus="yes">
        <location filename="../../jasstafel/i18n.py" line="197"/>
        <source>%n</source>
        <translation>
            <numerusform>%n.</numerusform>
            <numerusform>%n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>recovery</name>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="366"/>
        <source>today {0}</source>
        <translation>heute {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="368"/>
        <source>yesterday {0}</source>
        <translation>gestern {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="394"/>
        <source>{0} ({1}), {2}, {3}</source>
        <translation>{0} ({1}), {2}, {3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="405"/>
        <source>{0} ({1}), saved, {2}, {3}</source>
        <translation>{0} ({1}), gespeichert, {2}, {3}</translation>
    </message>
</context>
<context>
    <name>rulehelp</name>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="70"/>
        <source>Teams: {names}</source>
        <translation>Teams: {names}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="70"/>
        <source>Players: {names}</source>
        <translation>Spieler: {names}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="80"/>
        <source>Table settings of this match:</source>
        <translation>Tischregeln dieser Partie:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="81"/>
        <source>How {variant} scores:</source>
        <translation>{variant}: so wird gezählt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="100"/>
        <source>Each round one team announces the trump (or passes the choice to the partner); the card points of both teams add up to {points}, the last trick gives 5.</source>
        <translation>In jeder Runde sagt ein Team den Trumpf an (oder schiebt ihn dem Partner: geschoben); die Kartenpunkte beider Teams ergeben zusammen {points}, der letzte Stich zählt 5.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="104"/>
        <source>A team writes its card points plus its Weis and Stöck, multiplied by the contract&apos;s factor: {factors}.</source>
        <translation>Ein Team schreibt seine Kartenpunkte samt Weis und Stöck, mal den Faktor der Spielart: {factors}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="106"/>
        <source>Only the team with the best single Weis writes its Weis; Stöck (King and {ober} of trump) give 20, in a trump contract only.</source>
        <translation>Nur das Team mit dem höchsten einzelnen Weis schreibt seine Weis; Stöck (König und {ober} im Trumpf) geben 20, nur in einem Trumpfspiel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="110"/>
        <source>A team writes its card points multiplied by the contract&apos;s factor: {factors}. Weis and Stöck do not count in this match.</source>
        <translation>Ein Team schreibt seine Kartenpunkte mal den Faktor der Spielart: {factors}. Weis und Stöck zählen in dieser Partie nicht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="114"/>
        <source>A Match (all nine tricks) gives {points} + {bonus} = {match}, multiplied by the factor too.</source>
        <translation>Ein Match (alle neun Stiche) gibt {points} + {bonus} = {match}, ebenfalls mal den Faktor.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="119"/>
        <source>A Match (all nine tricks) gives {points}, with no bonus; it is still written as a Match.</source>
        <translation>Ein Match (alle neun Stiche) gibt {points}, ohne Bonus; es wird trotzdem als Match geschrieben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="121"/>
        <source>A Kontermatsch is a Match by the team that did not announce.</source>
        <translation>Ein Kontermatsch ist ein Match des Teams, das nicht angesagt hat.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="124"/>
        <source>Striche on the back of the board: the win 2, the Berg (first past half the target) 1, each Match 1, a Kontermatsch 2, a Schneider (the loser below half the target) 2.</source>
        <translation>Striche auf der Rückseite der Tafel: Sieg 2, Berg (zuerst über dem halben Ziel) 1, jeder Match 1, ein Kontermatsch 2, Schneider (der Verlierer unter dem halben Ziel) 2.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="132"/>
        <source>then the higher best single round</source>
        <translation>dann die höhere beste einzelne Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="133"/>
        <source>else the rank is shared</source>
        <translation>sonst teilen sie den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="134"/>
        <source>After {rounds} rounds the higher total wins; on a tie the team with more Matches, {tie}.</source>
        <translation>Nach {rounds} Runden gewinnt das höhere Total; bei Gleichstand das Team mit mehr Matches, {tie}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="137"/>
        <source>Each team plays to its own target: {first} and {second}.</source>
        <translation>Jedes Team spielt auf sein eigenes Ziel: {first} und {second}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="140"/>
        <source>The target is {target}.</source>
        <translation>Das Ziel ist {target}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="141"/>
        <source>The team that reaches its target and calls Bedanken first wins; a Bedanken short of the target loses. If both teams pass it in one round, Stöck count first, then Weis, then the tricks.</source>
        <translation>Das Team, das sein Ziel erreicht und sich zuerst bedankt, gewinnt; wer sich zu früh bedankt, verliert. Kommen beide Teams in derselben Runde darüber, zählen zuerst die Stöck, dann die Weis, dann die Stiche.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="147"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="147"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="152"/>
        <source>Each team has one cell per row; in each round the announcing team picks one of its open rows, and only that team writes: its card points × the row&apos;s factor.</source>
        <translation>Jedes Team hat pro Zeile ein Feld; in jeder Runde wählt das ansagende Team eine seiner offenen Zeilen, und nur dieses Team schreibt: seine Kartenpunkte × den Faktor der Zeile.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="155"/>
        <source>The rows of this match: {rows}.</source>
        <translation>Die Zeilen dieser Partie: {rows}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="157"/>
        <source>A Match writes 257 × the factor, plus {bonus} (not multiplied).</source>
        <translation>Ein Match schreibt 257 × den Faktor, dazu {bonus} (nicht multipliziert).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="160"/>
        <source>A Match writes 257 × the factor.</source>
        <translation>Ein Match schreibt 257 × den Faktor.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="161"/>
        <source>A Kontermatsch (the announcing team takes no trick) writes 0, and the row counts as played.</source>
        <translation>Ein Kontermatsch (das ansagende Team macht keinen Stich) schreibt 0, und die Zeile gilt als gespielt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="164"/>
        <source>In a Misère row the team wants few points: it writes (157 − its card points) × the factor; no trick at all is a Match.</source>
        <translation>In einer Misère-Zeile möchte das Team wenig Punkte: Es schreibt (157 − seine Kartenpunkte) × den Faktor; gar kein Stich ist ein Match.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="166"/>
        <source>Stöck give 20 × the factor in a row that can have a trump (a trump suit or a free choice); Weis do not count.</source>
        <translation>Stöck geben 20 × den Faktor in einer Zeile, die einen Trumpf haben kann (eine Trumpffarbe oder freie Wahl); Weis zählen nicht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="168"/>
        <source>Neither Weis nor Stöck count in this match.</source>
        <translation>Weder Weis noch Stöck zählen in dieser Partie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="169"/>
        <source>The game ends when every team has filled every row; the higher total wins, on a tie more Matches, then the higher cell in the row with the highest factor.</source>
        <translation>Das Spiel endet, wenn jedes Team jede Zeile gefüllt hat; das höhere Total gewinnt, bei Gleichstand mehr Matches, dann das höhere Feld in der Zeile mit dem höchsten Faktor.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="176"/>
        <source>Each plays for himself and tries to make as few points as possible; trump is found during play. The card points of a round add up to 157.</source>
        <translation>Jeder spielt für sich und möchte möglichst wenig Punkte machen; der Trumpf ergibt sich im Spiel. Die Kartenpunkte einer Runde ergeben zusammen 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="178"/>
        <source>A player writes his card points, minus his Handweis, plus the Tischweis (a Weis lying in a trick he took).</source>
        <translation>Ein Spieler schreibt seine Kartenpunkte, minus seinen Handweis, plus den Tischweis (ein Weis, der in einem seiner Stiche liegt).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="180"/>
        <source>Only the player with the best Weis writes Handweis.</source>
        <translation>Nur der Spieler mit dem besten Weis schreibt Handweis.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="181"/>
        <source>Every player writes his Handweis.</source>
        <translation>Jeder Spieler schreibt seinen Handweis.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="182"/>
        <source>Stöck are written as 20 minus points.</source>
        <translation>Stöck werden als 20 Minuspunkte geschrieben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="183"/>
        <source>Stöck do not count.</source>
        <translation>Stöck zählen nicht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="184"/>
        <source>After {rounds} rounds the lowest total wins.</source>
        <translation>Nach {rounds} Runden gewinnt das tiefste Total.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="186"/>
        <source>The last round counts double.</source>
        <translation>Die letzte Runde zählt doppelt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="188"/>
        <source>Every tie is decided by drawing a card.</source>
        <translation>Jeder Gleichstand wird durch Kartenziehen entschieden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="189"/>
        <source>A tie for the win is decided by drawing a card; other tied players share their rank.</source>
        <translation>Ein Gleichstand um den Sieg wird durch Kartenziehen entschieden; andere gleichauf teilen ihren Rang.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="195"/>
        <source>Each plays for himself; each round the scorekeeper enters every player&apos;s card points (at most 157 together), or sets the round&apos;s Striche directly.</source>
        <translation>Jeder spielt für sich; in jeder Runde tippt der Schreiber die Kartenpunkte jedes Spielers (zusammen höchstens 157) oder setzt die Striche der Runde direkt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="198"/>
        <source>After each round the player with the fewest points gets a penalty Strich (all tied lowest get one).</source>
        <translation>Nach jeder Runde bekommt der Spieler mit den wenigsten Punkten einen Strafstrich (alle gleich Tiefsten je einen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="200"/>
        <source>After each round every player under {threshold} points gets a penalty Strich.</source>
        <translation>Nach jeder Runde bekommt jeder Spieler unter {threshold} Punkten einen Strafstrich.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="202"/>
        <source>The first player with {voll} Striche is full and ends the match; the fewest Striche win.</source>
        <translation>Wer zuerst {voll} Striche hat, ist voll und beendet die Partie; die wenigsten Striche gewinnen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="205"/>
        <source>After each round the best player gets a Strich as a win mark (all tied best get one).</source>
        <translation>Nach jeder Runde bekommt der beste Spieler einen Gewinnstrich (alle gleich Besten je einen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="207"/>
        <source>After each round the {count} best players get a Strich as a win mark (all tied at the edge get one).</source>
        <translation>Nach jeder Runde bekommen die {count} besten Spieler einen Gewinnstrich (alle gleichauf an der Grenze je einen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="209"/>
        <source>The first player to {voll} Striche wins.</source>
        <translation>Wer zuerst {voll} Striche hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="214"/>
        <source>Players bid card points, each raise at least 5; from 150 only 150, 155, 157 and 257 (Match) follow.</source>
        <translation>Die Spieler bieten Kartenpunkte, jedes Mal mindestens 5 mehr; ab 150 folgen nur 150, 155, 157 und 257 (Match).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="217"/>
        <source>The lowest bid is {bid}.</source>
        <translation>Das tiefste Angebot ist {bid}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="218"/>
        <source>The highest bidder is the Fahnder: he names the trump (every contract ×1, no Weis, no Stöck) and calls a card; its holder is his partner.</source>
        <translation>Wer am meisten bietet, ist der Fahnder: Er bestimmt den Trumpf (jede Spielart ×1, keine Weis, keine Stöck) und fahndet eine Karte; wer sie hat, ist sein Partner.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="220"/>
        <source>The bid is made if Fahnder and partner reach it in card points (257 only with a Match).</source>
        <translation>Das Angebot ist erfüllt, wenn Fahnder und Partner es mit Kartenpunkten erreichen (257 nur mit einem Match).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="222"/>
        <source>Made: the Fahnder gets 2 Striche, the partner 1. Failed: the Fahnder gets 2 Nuller, the partner 1, and each opponent 1 Strich.</source>
        <translation>Erfüllt: Der Fahnder bekommt 2 Striche, der Partner 1. Nicht erfüllt: Der Fahnder bekommt 2 Nuller, der Partner 1, und jeder Gegner 1 Strich.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="224"/>
        <source>A Match bid that is made gives Fahnder and partner one Strich more each; a misdeed costs the player at fault up to 2 Nuller.</source>
        <translation>Ein erfülltes Match-Angebot gibt Fahnder und Partner je einen Strich mehr; ein Fehler kostet den Schuldigen bis zu 2 Nuller.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="226"/>
        <source>Who first has at least {target} Striche more than Nuller is Fahnder-König; several in the same round all win.</source>
        <translation>Wer zuerst mindestens {target} Striche mehr als Nuller hat, ist Fahnder-König; mehrere in derselben Runde gewinnen alle.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="232"/>
        <source>, 300 and more</source>
        <translation>, 300 und mehr</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="233"/>
        <source>24 cards (no 6, 7, 8): the dealer sits out, the other three bid and play.</source>
        <translation>24 Karten (ohne 6, 7, 8): Der Geber setzt aus, die drei anderen steigern und spielen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="234"/>
        <source>Bids: 100 to 200, Misère ohne, Misère mit, 210 to 250, Pandur ohne, 260 to 290{high}, Pandur mit.</source>
        <translation>Angebote: 100 bis 200, Misère ohne, Misère mit, 210 bis 250, Pandur ohne, 260 bis 290{high}, Pandur mit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="236"/>
        <source>Points written for a bid: 100–140: 2, 150–190: 3, 200–240: 4, 250–290: 5{high}, Misère 4, Pandur ohne 5, Pandur mit 6.</source>
        <translation>Schreibpunkte: 100–140: 2, 150–190: 3, 200–240: 4, 250–290: 5{high}, Misère 4, Pandur ohne 5, Pandur mit 6.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="238"/>
        <source>, 300 and more: 6</source>
        <translation>, 300 und mehr: 6</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="239"/>
        <source>A number is made with the declarer&apos;s card points plus his valid Weis; a Misère with no trick, a Pandur with every trick.</source>
        <translation>Eine Zahl ist erfüllt mit den Kartenpunkten des Spielers plus seinen gültigen Weis; eine Misère ohne Stich, ein Pandur mit allen Stichen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="241"/>
        <source>Made: the declarer writes these points; failed: each of the two opponents writes them.</source>
        <translation>Erfüllt: Der Spieler schreibt die Schreibpunkte; nicht erfüllt: Jeder der beiden Gegner schreibt sie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="243"/>
        <source>The dealer inherits 2 each deal, but never above 14.</source>
        <translation>Der Geber erbt bei jedem Spiel 2, aber nie über 14.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="245"/>
        <source>A dealer who misdealt inherits nothing for the deal he gives again.</source>
        <translation>Wer vergeben hat, erbt für das Spiel, das er nochmals gibt, nichts.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="246"/>
        <source>Who reaches 15 is out and leaves the table; the others play on, the last one left loses.</source>
        <translation>Wer 15 erreicht, ist draussen und verlässt den Tisch; die anderen spielen weiter, der Letzte verliert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="248"/>
        <source>Players who reach 15 in the same deal share the rank.</source>
        <translation>Wer im selben Spiel 15 erreicht, teilt den Rang.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="250"/>
        <source>Of players who reach 15 in the same deal, the higher total ranks first.</source>
        <translation>Erreichen mehrere im selben Spiel 15, kommt das höhere Total zuerst.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="256"/>
        <source>Each plays for himself; before each game every player predicts his card points.</source>
        <translation>Jeder spielt für sich; vor jedem Spiel sagt jeder Spieler seine Kartenpunkte voraus.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="258"/>
        <source>After the game his penalty is the difference between his prediction and his card points; a game&apos;s card points add up to 157.</source>
        <translation>Nach dem Spiel ist seine Strafe der Unterschied zwischen Vorhersage und Kartenpunkten; die Kartenpunkte eines Spiels ergeben zusammen 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="260"/>
        <source>A missing prediction costs {penalty} penalty points.</source>
        <translation>Eine fehlende Vorhersage kostet {penalty} Strafpunkte.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="262"/>
        <source>After {games} games the lowest total penalty wins.</source>
        <translation>Nach {games} Spielen gewinnt die tiefste Gesamtstrafe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="269"/>
        <source>Each plays for himself; every game is played Obenabe without trump, with no Weis and no Stöck, and the last trick gives no 5.</source>
        <translation>Jeder spielt für sich; jedes Spiel wird Obenabe ohne Trumpf gespielt, ohne Weis und ohne Stöck, und der letzte Stich gibt keine 5.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="271"/>
        <source>A Guggitaler is five games, in this order, with these penalty points: {tricks} {p1} per trick, {schellen} {p2} per card, {ober} {p3} per card, {king} {p4}, {last} {p5}.</source>
        <translation>Ein Guggitaler sind fünf Spiele in dieser Reihenfolge, mit diesen Strafpunkten: {tricks} {p1} pro Stich, {schellen} {p2} pro Karte, {ober} {p3} pro Karte, {king} {p4}, {last} {p5}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="278"/>
        <source>The Domino is the sixth game: the order in which the players get rid of their cards gives {four} points with four players, {three} with three.</source>
        <translation>Das Domino ist das sechste Spiel: Die Reihenfolge, in der die Spieler ihre Karten loswerden, gibt mit vier Spielern {four} Punkte, mit dreien {three}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="282"/>
        <source>A player&apos;s total is his Domino points minus his penalty points; the highest total wins.</source>
        <translation>Das Total eines Spielers sind seine Dominopunkte minus seine Strafpunkte; das höchste Total gewinnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="285"/>
        <source>No Domino is played: the fewest penalty points win.</source>
        <translation>Es wird kein Domino gespielt: Die wenigsten Strafpunkte gewinnen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="286"/>
        <source>The match is {count} Guggitaler; a tie is shared.</source>
        <translation>Die Partie umfasst {count} Guggitaler; bei Gleichstand wird der Rang geteilt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="298"/>
        <source>A free board: each side writes its points per round, as the table agreed.</source>
        <translation>Eine freie Tafel: Jede Seite schreibt ihre Punkte pro Runde, wie am Tisch abgemacht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="299"/>
        <source>The higher total wins.</source>
        <translation>Das höhere Total gewinnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="299"/>
        <source>The lower total wins.</source>
        <translation>Das tiefere Total gewinnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="301"/>
        <source>The match ends when a side reaches {target}.</source>
        <translation>Die Partie endet, wenn eine Seite {target} erreicht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="304"/>
        <source>At the target the best side must lead by at least {margin}.</source>
        <translation>Am Ziel muss die beste Seite mit mindestens {margin} führen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="307"/>
        <source>The match ends after {rounds} rounds.</source>
        <translation>Die Partie endet nach {rounds} Runden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="309"/>
        <source>There is no target and no number of rounds: the scorekeeper closes the board by hand.</source>
        <translation>Es gibt kein Ziel und keine feste Rundenzahl: Der Schreiber schliesst die Tafel von Hand ab.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="330"/>
        <location filename="../../jasstafel/ui/rulehelp.py" line="336"/>
        <source>Rules of this match</source>
        <translation>Regeln dieser Partie</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="27"/>
        <source>Acorns</source>
        <translation>Eicheln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="28"/>
        <source>Roses</source>
        <translation>Rosen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="29"/>
        <source>Shields</source>
        <translation>Schilten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="30"/>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="31"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="32"/>
        <source>Spades</source>
        <translation>Schaufel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="33"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="34"/>
        <source>Diamonds</source>
        <translation>Ecken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="51"/>
        <source>Jack</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="95"/>
        <source>Weis of {amount} is impossible: Weis is a sum of 20, 50, 100, 150, 200, 250 and 300 (at most {most} in a round)</source>
        <translation>Ein Weis von {amount} ist unmöglich: Weis ist eine Summe aus 20, 50, 100, 150, 200, 250 und 300 (höchstens {most} in einer Runde)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="109"/>
        <source>Card points must be between 0 and {total}, not {points}</source>
        <translation>Die Kartenpunkte müssen zwischen 0 und {total} liegen, nicht {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="60"/>
        <source>a trump suit: (card points + Stöck) × factor</source>
        <translation>eine Trumpffarbe: (Kartenpunkte + Stöck) × Faktor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="61"/>
        <source>no trump (Obenabe, Undenufe, Slalom …): card points × factor, no Stöck</source>
        <translation>ohne Trumpf (Obenabe, Undenufe, Slalom …): Kartenpunkte × Faktor, keine Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="63"/>
        <source>Misère: (157 − own card points) × factor; no trick at all is a Match</source>
        <translation>Misère: (157 − eigene Kartenpunkte) × Faktor; gar kein Stich ist ein Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="65"/>
        <source>the announcer names the contract: (card points + Stöck where there is a trump) × factor</source>
        <translation>wer ansagt, wählt das Spiel: (Kartenpunkte + Stöck, wo es einen Trumpf gibt) × Faktor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="92"/>
        <source>no trump, the 6 highest</source>
        <translation>ohne Trumpf, der Sechser ist am höchsten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="94"/>
        <source>one trick Obenabe, one Undenufe, and so on (or the other way)</source>
        <translation>ein Stich Obenabe, einer Undenufe und so weiter (oder umgekehrt)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="96"/>
        <source>as few card points as possible: (157 − own points) × factor</source>
        <translation>möglichst wenig Kartenpunkte: (157 − eigene Punkte) × Faktor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="98"/>
        <source>five tricks one way (Obenabe or Undenufe), four the other</source>
        <translation>fünf Stiche in die eine Richtung (Obenabe oder Undenufe), vier in die andere</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="99"/>
        <location filename="../../jasstafel/core/coiffeur.py" line="100"/>
        <source>free choice of the contract</source>
        <translation>freie Wahl des Spiels</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="102"/>
        <source>trump named by whoever leads tricks 1, 4 and 7</source>
        <translation>Trumpf bestimmt, wer den 1., 4. und 7. Stich ausspielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="103"/>
        <source>any suit as trump</source>
        <translation>eine beliebige Farbe als Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="105"/>
        <source>the contract is named before looking at the cards</source>
        <translation>das Spiel wird angesagt, bevor man die Karten ansieht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="107"/>
        <source>a house contract, written like any row (free choice of the contract)</source>
        <translation>ein Hausspiel, geschrieben wie jede Zeile (freie Wahl des Spiels)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="91"/>
        <source>no trump, the Ace highest</source>
        <translation>ohne Trumpf, das Ass ist am höchsten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="130"/>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="130"/>
        <source>Gusti/Mery</source>
        <translation>Gusti/Mery</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="130"/>
        <source>Guschti</source>
        <translation>Guschti</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="131"/>
        <source>Wunsch</source>
        <translation>Wunsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="131"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="131"/>
        <source>Coiffeur 3×3</source>
        <translation>Coiffeur 3×3</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="132"/>
        <source>Trumpf frei</source>
        <translation>Trumpf frei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="132"/>
        <source>Blind</source>
        <translation>Blind</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="132"/>
        <source>Tutti</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="196"/>
        <source>this suit is trump</source>
        <translation>diese Farbe ist Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="206"/>
        <source>A Coiffeur has {low} to {high} rows, not {n}</source>
        <translation>Ein Coiffeur hat {low} bis {high} Zeilen, nicht {n}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="254"/>
        <location filename="../../jasstafel/core/molotow.py" line="113"/>
        <source>Jassverein (rule book)</source>
        <translation>Jassverein (Regelwerk)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="255"/>
        <source>Swisslos 8 (German cards)</source>
        <translation>Swisslos 8 (deutsche Karten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="256"/>
        <source>Swisslos 8 (French cards)</source>
        <translation>Swisslos 8 (französische Karten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="257"/>
        <source>Swisslos 10 (German cards)</source>
        <translation>Swisslos 10 (deutsche Karten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="258"/>
        <source>Swisslos 10 (French cards)</source>
        <translation>Swisslos 10 (französische Karten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="315"/>
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="327"/>
        <source>Coiffeur is played by 2 or 3 teams of two, or by 3 single players</source>
        <translation>Coiffeur spielen 2 oder 3 Zweierteams oder 3 Einzelspieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="355"/>
        <source>Every cell is filled: a round inserted would find no open row (correct a round instead)</source>
        <translation>Alle Felder sind gefüllt: eine eingefügte Runde fände keine offene Zeile (stattdessen eine Runde korrigieren)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="369"/>
        <source>{row} ×{factor}</source>
        <translation>{row} ×{factor}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="381"/>
        <source>{row} ×{factor} was played, and a played row cannot be removed</source>
        <translation>Die Zeile {row} ×{factor} wurde gespielt, und eine gespielte Zeile kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="403"/>
        <source>There is no Kontermatsch in Misère: taking no trick is its Match</source>
        <translation>In der Misère gibt es keinen Kontermatsch: keinen Stich zu machen ist dort der Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="407"/>
        <source>A Match in Misère means no trick at all: 0 card points</source>
        <translation>Ein Match in der Misère heisst gar kein Stich: 0 Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="412"/>
        <source>Kontermatsch: the announcing team took no trick, it writes 0</source>
        <translation>Kontermatsch: das ansagende Team hat keinen Stich gemacht, es schreibt 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="416"/>
        <source>No Stöck with a Kontermatsch: the announcing team took no trick, it writes 0</source>
        <translation>Keine Stöck bei einem Kontermatsch: das ansagende Team hat keinen Stich gemacht, es schreibt 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="421"/>
        <source>A Match needs all 157 card points</source>
        <translation>Ein Match braucht alle 157 Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="431"/>
        <source>No Stöck: the table setting “Stöck count” is off</source>
        <translation>Keine Stöck: die Tischregel «Stöck zählen» ist aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="436"/>
        <source>No Stöck in the row {row}: it has no trump</source>
        <translation>Keine Stöck in der Zeile {row}: sie hat keinen Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="459"/>
        <source>There is no team {team}</source>
        <translation>Es gibt kein Team {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="462"/>
        <source>There is no row {row}</source>
        <translation>Es gibt keine Zeile {row}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="468"/>
        <source>{team} played {row} already: each row once per team</source>
        <translation>{row} schon gespielt von {team}: jede Zeile einmal pro Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="572"/>
        <location filename="../../jasstafel/live/evening.py" line="1661"/>
        <source>Won by {team}</source>
        <translation>Sieger: {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="582"/>
        <source>{player} announces; {leader} can no longer be caught</source>
        <translation>{player} sagt an; uneinholbar: {leader}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="585"/>
        <source>{player} ({team}) announces; {leader} can no longer be caught</source>
        <translation>{player} ({team}) sagt an; uneinholbar: {leader}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="476"/>
        <location filename="../../jasstafel/core/fahnder.py" line="254"/>
        <location filename="../../jasstafel/core/fahnder.py" line="302"/>
        <location filename="../../jasstafel/core/matchfile.py" line="240"/>
        <location filename="../../jasstafel/core/schieber.py" line="338"/>
        <location filename="../../jasstafel/live/forms.py" line="344"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="477"/>
        <location filename="../../jasstafel/core/matchfile.py" line="238"/>
        <location filename="../../jasstafel/core/schieber.py" line="336"/>
        <location filename="../../jasstafel/live/forms.py" line="344"/>
        <source>Kontermatsch</source>
        <translation>Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="482"/>
        <source>{team}: {row} ×{factor}, {what}, Stöck → {value}</source>
        <translation>{team}: {row} ×{factor}, {what}, Stöck → {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="486"/>
        <source>{team}: {row} ×{factor}, {what} → {value}</source>
        <translation>{team}: {row} ×{factor}, {what} → {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="571"/>
        <location filename="../../jasstafel/live/evening.py" line="1660"/>
        <source>{teams} win (tie)</source>
        <translation>{teams} gewinnen (gleichauf)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="578"/>
        <source>{player} announces</source>
        <translation>{player} sagt an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="579"/>
        <source>{player} ({team}) announces</source>
        <translation>{player} ({team}) sagt an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="51"/>
        <source>Standard (12 games, missing prediction 20)</source>
        <translation>Standard (12 Spiele, fehlende Vorhersage 20)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="83"/>
        <source>Differenzler</source>
        <translation>Differenzler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="108"/>
        <source>Predictions</source>
        <translation>Vorhersagen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="109"/>
        <location filename="../../jasstafel/core/matchfile.py" line="247"/>
        <location filename="../../jasstafel/core/molotow.py" line="289"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="113"/>
        <location filename="../../jasstafel/core/molotow.py" line="266"/>
        <location filename="../../jasstafel/core/molotow.py" line="288"/>
        <source>{what} must be given for each of the {n} players, not {count}</source>
        <translation>{what}: für jeden der {n} Spieler nötig, nicht für {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="120"/>
        <source>{player} predicted {prediction}: a prediction is between 0 and 157 card points</source>
        <translation>{player} hat {prediction} vorhergesagt: eine Vorhersage liegt zwischen 0 und 157 Kartenpunkten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="129"/>
        <source>The card points of all players must add up to 157, not {total}</source>
        <translation>Die Kartenpunkte aller Spieler müssen zusammen 157 ergeben, nicht {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="163"/>
        <source>no prediction: {players}</source>
        <translation>keine Vorhersage: {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="166"/>
        <source>exact: {players}</source>
        <translation>genau: {players}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/differenzler.py" line="207"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="451"/>
        <source>{players} win (tie) with %n penalty points</source>
        <translation>
            <numerusform>{players} gewinnen (gleichauf) mit %n Strafpunkt</numerusform>
            <numerusform>{players} gewinnen (gleichauf) mit %n Strafpunkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/differenzler.py" line="210"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="454"/>
        <source>{players} wins with %n penalty points</source>
        <translation>
            <numerusform>{players} gewinnt mit %n Strafpunkt</numerusform>
            <numerusform>{players} gewinnt mit %n Strafpunkten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="213"/>
        <source>Game {game} of {games}: {dealer} deals; every player predicts his card points</source>
        <translation>Spiel {game} von {games}: {dealer} gibt; jeder sagt seine Kartenpunkte an</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="56"/>
        <source>This change makes entry {conflict} impossible: {reason}</source>
        <translation>Diese Änderung macht Eintrag {conflict} unmöglich: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="79"/>
        <source>These table rules make entry {conflict} impossible: {reason}</source>
        <translation>Diese Tischregeln machen Eintrag {conflict} unmöglich: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="83"/>
        <source>These table rules make entries {entries} impossible: {reason}</source>
        <translation>Diese Tischregeln machen die Einträge {entries} unmöglich: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="87"/>
        <source>These table rules make entries {entries} impossible: {reasons}</source>
        <translation>Diese Tischregeln machen die Einträge {entries} unmöglich: {reasons}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="109"/>
        <location filename="../../jasstafel/core/match.py" line="108"/>
        <source>entry {number}: {reason}</source>
        <translation>Eintrag {number}: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="110"/>
        <source>entries {entries}: {reason}</source>
        <translation>Einträge {entries}: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="113"/>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="149"/>
        <source>not following suit</source>
        <translation>Farbe nicht angegeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="150"/>
        <source>playing out of turn</source>
        <translation>ausserhalb der Reihe gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="151"/>
        <source>looking into cards</source>
        <translation>in fremde Karten geschaut</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="152"/>
        <source>misdeed</source>
        <translation>Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="37"/>
        <location filename="../../jasstafel/core/coiffeur.py" line="129"/>
        <source>Obenabe</source>
        <translation>Obenabe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="38"/>
        <location filename="../../jasstafel/core/coiffeur.py" line="129"/>
        <source>Undenufe</source>
        <translation>Undenufe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="192"/>
        <source>The {role} must be one of the four players, not seat {seat}</source>
        <translation>{role}: muss einer der vier Spieler sein, nicht Platz {seat}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="201"/>
        <source>There is no bid of {bid}: from 150 on only 150, 155, 157 and 257 (Match) can be bid</source>
        <translation>Ein Angebot von {bid} gibt es nicht: ab 150 nur noch 150, 155, 157 und 257 (Match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="209"/>
        <source>The bid {bid} is below the minimum bid of {low} (table setting)</source>
        <translation>Das Angebot {bid} liegt unter dem Mindestangebot von {low} (Tischregel)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="158"/>
        <location filename="../../jasstafel/core/fahnder.py" line="214"/>
        <location filename="../../jasstafel/core/matchfile.py" line="234"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="60"/>
        <source>The partner is always another player than the Fahnder: {player} cannot be both, even when playing for a Match</source>
        <translation>Der Partner ist immer ein anderer Spieler als der Fahnder: {player} kann nicht beides sein, auch nicht beim Spiel auf Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="95"/>
        <source>Fahnder (Peter Hammer)</source>
        <translation>Fahnder (Peter Hammer)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="100"/>
        <source>The rules of Peter Hammer, the Zurich mathematician who invented the Fahnder in 1988</source>
        <translation>Die Regeln von Peter Hammer, dem Zürcher Mathematiker, der den Fahnder 1988 erfunden hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="215"/>
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="223"/>
        <source>A Match means all nine tricks: Fahnder and partner have all 157 card points, not {points}</source>
        <translation>Ein Match heisst alle neun Stiche: Fahnder und Partner haben alle 157 Kartenpunkte, nicht {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="245"/>
        <location filename="../../jasstafel/core/fahnder.py" line="307"/>
        <location filename="../../jasstafel/core/pandur.py" line="440"/>
        <source>made</source>
        <translation>gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="252"/>
        <location filename="../../jasstafel/core/fahnder.py" line="307"/>
        <location filename="../../jasstafel/core/pandur.py" line="440"/>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="264"/>
        <source>Fahnder-König {players}</source>
        <translation>Fahnder-König {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="272"/>
        <source>player at fault</source>
        <translation>fehlbare Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="276"/>
        <source>A misdeed costs 1 or at most {most} Nuller, not {nuller}</source>
        <translation>Ein Vergehen kostet 1 oder höchstens {most} Nuller, nicht {nuller}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="284"/>
        <source>{player}: {misdeed}, {nuller}</source>
        <translation>{player}: {misdeed}, {nuller}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/fahnder.py" line="286"/>
        <location filename="../../jasstafel/printing/marks.py" line="223"/>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="78"/>
        <source>%n Nuller</source>
        <translation>
            <numerusform>%n Nuller</numerusform>
            <numerusform>%n Nuller</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="287"/>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="300"/>
        <location filename="../../jasstafel/live/forms.py" line="432"/>
        <source>{bid} (Match)</source>
        <translation>{bid} (Match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="303"/>
        <source>{fahnder} bids {bid} in {contract}, partner {partner}: {points} → {outcome}</source>
        <translation>{fahnder} bietet {bid} in {contract}, Partner {partner}: {points} → {outcome}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/fahnder.py" line="355"/>
        <source>{players} are Fahnder-Könige: the match is over</source>
        <translation>
            <numerusform>{players} ist Fahnder-König: die Partie ist aus</numerusform>
            <numerusform>{players} sind Fahnder-Könige: die Partie ist aus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="363"/>
        <source>Round {round}: bidding for the Fahnder</source>
        <translation>Runde {round}: Steigern um den Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="364"/>
        <source>Round {round}: bidding for the Fahnder; {players} leads with net {net} of {target}</source>
        <translation>Runde {round}: Steigern um den Fahnder; {players} führt mit netto {net} von {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="366"/>
        <source>Round {round}: bidding for the Fahnder; {players} lead with net {net} of {target}</source>
        <translation>Runde {round}: Steigern um den Fahnder; {players} führen mit netto {net} von {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="79"/>
        <source>Gewinnstriche (the best get a Strich)</source>
        <translation>Gewinnstriche (die Besten bekommen einen Strich)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="123"/>
        <source>Handjass</source>
        <translation>Handjass</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="141"/>
        <source>With {n} players at most {most} can get a Gewinnstrich per round, not {rewarded}</source>
        <translation>Bei {n} Spielern können pro Runde höchstens {most} einen Gewinnstrich bekommen, nicht {rewarded}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="158"/>
        <source>Enter the {what} of every player: {n} values, not {given}</source>
        <translation>{what} für jeden Spieler eingeben: {n} Werte, nicht {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="163"/>
        <source>card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="177"/>
        <source>With four players the whole deck is dealt: the card points add up to 157, not {total}</source>
        <translation>Zu viert werden alle Karten verteilt: die Kartenpunkte ergeben zusammen 157, nicht {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="194"/>
        <location filename="../../jasstafel/core/matchfile.py" line="253"/>
        <source>Striche</source>
        <translation>Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="221"/>
        <source>{points} → Strich for {players}</source>
        <translation>{points} → Strich für {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="223"/>
        <source>{points} → no Strich</source>
        <translation>{points} → kein Strich</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/handjass.py" line="235"/>
        <source>{player} %n Striche</source>
        <translation>
            <numerusform>{player} %n Strich</numerusform>
            <numerusform>{player} %n Striche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="237"/>
        <source>Striche set directly: {given}</source>
        <translation>Striche direkt gesetzt: {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="239"/>
        <source>Striche set directly: none</source>
        <translation>Striche direkt gesetzt: keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="344"/>
        <source>Round {round}: nobody is full yet; closest: {players} ({most} of {voll})</source>
        <translation>Runde {round}: noch niemand ist voll; am nächsten: {players} ({most} von {voll})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="211"/>
        <source>Striche set: {given}</source>
        <translation>Striche gesetzt: {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="170"/>
        <source>A round has 157 card points: {total} is too many; the Handjass writes card points only, Weis are not counted</source>
        <translation>Eine Runde hat 157 Kartenpunkte: {total} sind zu viel; der Handjass schreibt nur Kartenpunkte, Weis zählen nicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="212"/>
        <source>Striche set: none</source>
        <translation>Striche gesetzt: keine</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="244"/>
        <source>{player} wins</source>
        <translation>{player} gewinnt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/handjass.py" line="314"/>
        <source>with %n Striche</source>
        <translation>
            <numerusform>mit %n Strich</numerusform>
            <numerusform>mit %n Strichen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="319"/>
        <source>{players} win {striche}: the match is over</source>
        <translation>{players} gewinnen {striche}: die Partie ist aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="320"/>
        <source>{players} wins {striche}: the match is over</source>
        <translation>{players} gewinnt {striche}: die Partie ist aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="324"/>
        <source>{full} is full: {players} wins {striche}; the match is over</source>
        <translation>{full} ist voll: {players} gewinnt {striche}; die Partie ist aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="326"/>
        <source>{full} is full: {players} win {striche}; the match is over</source>
        <translation>{full} ist voll: {players} gewinnen {striche}; die Partie ist aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="328"/>
        <source>{full} are full: {players} wins {striche}; the match is over</source>
        <translation>{full} sind voll: {players} gewinnt {striche}; die Partie ist aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="330"/>
        <source>{full} are full: {players} win {striche}; the match is over</source>
        <translation>{full} sind voll: {players} gewinnen {striche}; die Partie ist aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="339"/>
        <source>Round {round}: nobody has a Strich yet</source>
        <translation>Runde {round}: noch niemand hat einen Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="340"/>
        <source>Round {round}: the first to {voll} Striche wins</source>
        <translation>Runde {round}: wer zuerst {voll} Striche hat, gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="347"/>
        <source>Round {round}: the first to {voll} Striche wins; leading: {players} ({most})</source>
        <translation>Runde {round}: wer zuerst {voll} Striche hat, gewinnt; vorne: {players} ({most})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="46"/>
        <source>Banner</source>
        <translation>Banner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="47"/>
        <source>Under</source>
        <translation>Under</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="48"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="94"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="92"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="100"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="95"/>
        <source>King of Roses</source>
        <translation>Rosenkönig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="96"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="104"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="97"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="105"/>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="52"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="102"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="103"/>
        <source>King of Clubs</source>
        <translation>Kreuzkönig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="135"/>
        <source>Guggitaler with Domino</source>
        <translation>Guggitaler mit Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="136"/>
        <source>Guggitaler without Domino</source>
        <translation>Guggitaler ohne Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="137"/>
        <source>Children (1, 2, 4, 8, 9; without Domino)</source>
        <translation>Kinder (1, 2, 4, 8, 9; ohne Domino)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="184"/>
        <source>Guggitaler</source>
        <translation>Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="262"/>
        <source>Each game of a Guggitaler has its place: nothing can be inserted before a game (correct the game instead)</source>
        <translation>Im Guggitaler hat jedes Spiel seinen Platz: vor einem Spiel lässt sich nichts einfügen (stattdessen das Spiel korrigieren)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="279"/>
        <source>No Domino is played with these table settings</source>
        <translation>Mit diesen Tischregeln wird kein Domino gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="284"/>
        <source>The games are played in their order: next is {game} (Guggitaler {number}), not {entered}</source>
        <translation>Die Spiele werden der Reihe nach gespielt: als Nächstes kommt {game} (Guggitaler {number}), nicht {entered}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="294"/>
        <source>There is no player {seat}: Guggitaler is played by {n} here</source>
        <translation>Es gibt keinen Spieler {seat}: hier spielen {n} Spieler Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="303"/>
        <source>{game}: a count for each of the {n} players, not {given}</source>
        <translation>{game}: eine Anzahl für jeden der {n} Spieler, nicht {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="309"/>
        <source>{game}: a player takes 0 or more, not {count}</source>
        <translation>{game}: ein Spieler nimmt 0 oder mehr, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="316"/>
        <source>{game}: the counts of all players must add up to {total}, not {sum}</source>
        <translation>{game}: die Anzahlen aller Spieler müssen zusammen {total} ergeben, nicht {sum}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="325"/>
        <source>The Domino order names every one of the {n} players once, first out first</source>
        <translation>Die Domino-Reihenfolge nennt jeden der {n} Spieler genau einmal, wer zuerst fertig ist, zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="338"/>
        <source>{game}: {counts}</source>
        <translation>{game}: {counts}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="344"/>
        <source>{game}: {player}</source>
        <translation>{game}: {player}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="352"/>
        <source>{game}: {order}</source>
        <translation>{game}: {order}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="365"/>
        <source>last game of the match</source>
        <translation>letztes Spiel der Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="367"/>
        <source>Guggitaler {number} done</source>
        <translation>Guggitaler {number} fertig</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/guggitaler.py" line="460"/>
        <source>{players} win (tie) with %n points</source>
        <translation>
            <numerusform>{players} gewinnen (gleichauf) mit %n Punkt</numerusform>
            <numerusform>{players} gewinnen (gleichauf) mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/guggitaler.py" line="462"/>
        <source>{players} wins with %n points</source>
        <translation>
            <numerusform>{players} gewinnt mit %n Punkt</numerusform>
            <numerusform>{players} gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="466"/>
        <source>Guggitaler {number} of {count}: {game}, {dealer} deals</source>
        <translation>Guggitaler {number} von {count}: {game}, {dealer} gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="209"/>
        <source>Molotow</source>
        <translation>Molotow</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="237"/>
        <location filename="../../jasstafel/core/molotow.py" line="293"/>
        <source>Handweis</source>
        <translation>Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="255"/>
        <location filename="../../jasstafel/core/molotow.py" line="294"/>
        <source>Tischweis</source>
        <translation>Tischweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="299"/>
        <source>The card points add up to {total}: a round has only 157</source>
        <translation>Die Kartenpunkte ergeben zusammen {total}: eine Runde hat nur 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="307"/>
        <source>With {n} players every card is dealt: the card points must add up to 157, not {total}</source>
        <translation>Bei {n} Spielern werden alle Karten verteilt: die Kartenpunkte müssen zusammen 157 ergeben, nicht {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="312"/>
        <source>card points add up to {total}, not 157 ({n} players: {left} left over)</source>
        <translation>die Kartenpunkte ergeben {total}, nicht 157 ({n} Spieler: {left} übrig)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="331"/>
        <source>There are no Stöck in Molotow (club rulebook); the table setting would allow them</source>
        <translation>Im Molotow gibt es keine Stöck (Vereinsreglement); die Tischregel würde sie erlauben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="336"/>
        <source>There is no player {seat}</source>
        <translation>Es gibt keinen Spieler {seat}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="359"/>
        <source>round {number}: {warning}</source>
        <translation>Runde {number}: {warning}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="363"/>
        <source>last round counts double</source>
        <translation>letzte Runde zählt doppelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="378"/>
        <source>, Handweis {player} −{weis}</source>
        <translation>, Handweis {player} −{weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="382"/>
        <source>, Tischweis {player} +{weis}</source>
        <translation>, Tischweis {player} +{weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="385"/>
        <source>, Stöck {player} −{stoeck}</source>
        <translation>, Stöck {player} −{stoeck}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="406"/>
        <source>A draw needs two or more different players of the table</source>
        <translation>Zum Kartenziehen braucht es zwei oder mehr verschiedene Spieler des Tisches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="413"/>
        <source>Only tied players draw a card: {players} do not have the same total</source>
        <translation>Nur wer gleichsteht, zieht eine Karte: {players} haben nicht das gleiche Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="421"/>
        <source>{players} have already drawn a card for their tie</source>
        <translation>{players} haben für ihren Gleichstand schon eine Karte gezogen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="427"/>
        <source>All {count} players with {total} points draw together: {players}</source>
        <translation>Alle {count} Spieler mit {total} Punkten ziehen zusammen: {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="433"/>
        <source>Only a tie for the win is drawn (table setting); {players} share their rank</source>
        <translation>Gezogen wird nur bei Gleichstand um den Sieg (Tischregel); {players} teilen sich den Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="443"/>
        <source>The cards drawn must be different cards, one per player, listed from the highest card down</source>
        <translation>Die gezogenen Karten müssen verschieden sein, eine pro Spieler, von der höchsten Karte abwärts aufgezählt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="451"/>
        <source>{player} {card}</source>
        <translation>{player} {card}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="454"/>
        <source>Draw: {cards}</source>
        <translation>Karte gezogen: {cards}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="456"/>
        <source> before </source>
        <translation> vor </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="458"/>
        <source>Draw: {order}</source>
        <translation>Karte gezogen: {order}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="462"/>
        <source>tie on {total} decided by drawing a card</source>
        <translation>Gleichstand bei {total} durch Kartenziehen entschieden</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="478"/>
        <source>{player} wins with %n points</source>
        <translation>
            <numerusform>Sieger: {player} mit %n Punkt</numerusform>
            <numerusform>Sieger: {player} mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="481"/>
        <source>{player} wins with %n points (drew the higher card)</source>
        <translation>
            <numerusform>Sieger: {player} mit %n Punkt (zog die höhere Karte)</numerusform>
            <numerusform>Sieger: {player} mit %n Punkten (zog die höhere Karte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="484"/>
        <source>{player} wins with %n points (drew the highest card)</source>
        <translation>
            <numerusform>Sieger: {player} mit %n Punkt (zog die höchste Karte)</numerusform>
            <numerusform>Sieger: {player} mit %n Punkten (zog die höchste Karte)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="49"/>
        <location filename="../../jasstafel/core/cards.py" line="53"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="50"/>
        <location filename="../../jasstafel/core/cards.py" line="54"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="133"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="322"/>
        <source>Handweis for {players}: only the player with the best Weis writes Handweis; the table setting Handweis “every player writes his Handweis” allows several</source>
        <translation>Handweis für {players}: Nur wer den besten Weis hat, schreibt Handweis; die Tischregel Handweis «jeder schreibt seinen Handweis» erlaubt mehrere</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="534"/>
        <source>Tie on {total} between {players}: draw a card</source>
        <translation>Gleichstand bei {total} zwischen {players}: Karte ziehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="538"/>
        <source>Round {round} of {rounds} (counts double): {dealer} deals</source>
        <translation>Runde {round} von {rounds} (zählt doppelt): {dealer} gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="540"/>
        <source>Round {round} of {rounds}: {dealer} deals</source>
        <translation>Runde {round} von {rounds}: {dealer} gibt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="63"/>
        <source>Misère ohne</source>
        <translation>Misère ohne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="64"/>
        <source>Misère mit</source>
        <translation>Misère mit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="65"/>
        <source>Pandur ohne</source>
        <translation>Pandur ohne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="66"/>
        <source>Pandur mit</source>
        <translation>Pandur mit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="188"/>
        <source>Standard (Jass rule book)</source>
        <translation>Standard (Jassreglement)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="189"/>
        <source>Bids up to 290</source>
        <translation>Angebote bis 290</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="265"/>
        <source>Pandur</source>
        <translation>Pandur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="316"/>
        <source>{contract} is not a Pandur bid: bids are 100, 110 … 290{high}, Misère ohne/mit, Pandur ohne/mit</source>
        <translation>{contract} ist kein Pandur-Angebot: die Angebote sind 100, 110 … 290{high}, Misère ohne/mit, Pandur ohne/mit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="325"/>
        <source>There is no seat {seat}: Pandur has {n} players</source>
        <translation>Es gibt keinen Platz {seat}: Pandur hat {n} Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="343"/>
        <source>{contract} is decided by the tricks, not by points: enter made or failed, without card points and Weis</source>
        <translation>Bei {contract} entscheiden die Stiche, nicht die Punkte: gemacht oder verloren eingeben, ohne Kartenpunkte und Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="351"/>
        <source>A numeric bid needs either made/failed or the declarer&apos;s card points (and Weis), not both and not neither</source>
        <translation>Ein Zahlenangebot braucht entweder gemacht/verloren oder die Kartenpunkte des Spielübernehmers (und Weis), nicht beides und nicht keines</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="358"/>
        <source>Weis only counts together with the declarer&apos;s card points: enter the points, or made/failed without Weis</source>
        <translation>Weis zählt nur zusammen mit den Kartenpunkten des Spielübernehmers: die Punkte eingeben, oder gemacht/verloren ohne Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="367"/>
        <source>Weis of {amount} is impossible with 8 cards in Pandur; possible are {possible}</source>
        <translation>Ein Weis von {amount} ist mit 8 Karten im Pandur unmöglich; möglich sind {possible}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="150"/>
        <source>The opponents may only show Weis when the declarer shows Weis: without his Weis there is nothing to beat</source>
        <translation>Die Gegner dürfen nur weisen, wenn der Spielübernehmer weist: ohne seinen Weis gibt es nichts zu überbieten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="139"/>
        <source>{player} does not play this deal: only the declarer and his opponents can be at fault</source>
        <translation>{player} spielt in diesem Spiel nicht mit: nur der Spielübernehmer und seine Gegner können einen Fehler machen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="385"/>
        <source>A premature lead is the declarer&apos;s fault: the opponents do not lead first</source>
        <translation>Zu frühes Ausspielen ist ein Fehler des Spielübernehmers: die Gegner spielen nicht zuerst aus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="391"/>
        <source>Leading at once is allowed with Pandur mit: it cannot be overbid, so it is no fault</source>
        <translation>Bei Pandur mit darf sofort ausgespielt werden: es kann nicht überboten werden, also ist es kein Fehler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="416"/>
        <source>{dealer} misdeals and deals again</source>
        <translation>{dealer} vergibt sich und gibt nochmals</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="417"/>
        <source>misdeal</source>
        <translation>vergeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="422"/>
        <source>no bid</source>
        <translation>kein Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="424"/>
        <source>{dealer} deals: no bid</source>
        <translation>{dealer} gibt: kein Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="442"/>
        <source>{declarer} {contract}: </source>
        <translation>{declarer} {contract}: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="447"/>
        <source>premature lead by {player}</source>
        <translation>zu frühes Ausspielen von {player}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="449"/>
        <source>fault by {player}</source>
        <translation>Fehler von {player}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="457"/>
        <source>{points} = {counted}, </source>
        <translation>{points} = {counted}, </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="460"/>
        <source>{points} + Weis {weis} beaten = {counted}, </source>
        <translation>{points} + Weis {weis} überboten = {counted}, </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="463"/>
        <source>{points} + Weis {weis} = {counted}, </source>
        <translation>{points} + Weis {weis} = {counted}, </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="466"/>
        <source>Weis cancelled</source>
        <translation>Weis gestrichen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="475"/>
        <source>{player} reaches {target}</source>
        <translation>{player} erreicht {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="480"/>
        <source>{player} is the loser</source>
        <translation>{player} verliert die Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="489"/>
        <source>nothing inherited after the misdeal</source>
        <translation>kein Erben nach dem Vergeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="494"/>
        <source>{player} inherits {credit}</source>
        <translation>{player} erbt {credit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="594"/>
        <source>Deal {deal}: {dealer} deals again after the misdeal and sits out (inherits {credit}); {players} bid</source>
        <translation>Spiel {deal}: {dealer} gibt nach dem Vergeben nochmals und setzt aus (erbt {credit}); {players} steigern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="597"/>
        <source>Deal {deal}: {dealer} deals and sits out (inherits {credit}); {players} bid</source>
        <translation>Spiel {deal}: {dealer} gibt und setzt aus (erbt {credit}); {players} steigern</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="584"/>
        <source>{players} wins; {loser} is the loser</source>
        <translation>{players} gewinnt; {loser} verliert die Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="129"/>
        <source>{player} has reached 15, has left the table and can no longer bid</source>
        <translation>{player} hat 15 erreicht, den Tisch verlassen und kann nicht mehr bieten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="159"/>
        <source>{player} deals, sits out this deal and inherits: the declarer is one of the three others</source>
        <translation>{player} gibt, setzt in diesem Spiel aus und erbt: der Spielübernehmer ist einer der drei anderen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="586"/>
        <source>{players} win; {loser} is the loser</source>
        <translation>{players} gewinnen; {loser} verliert die Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="602"/>
        <source>Deal {deal}: {dealer} deals again after the misdeal; {players} play ({out} reached {target})</source>
        <translation>Spiel {deal}: {dealer} gibt nach dem Vergeben nochmals; {players} spielen ({out} hat {target} erreicht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="605"/>
        <source>Deal {deal}: {dealer} deals; {players} play ({out} reached {target})</source>
        <translation>Spiel {deal}: {dealer} gibt; {players} spielen ({out} hat {target} erreicht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="67"/>
        <source>Free (highest wins, closed by hand)</source>
        <translation>Frei (höchste gewinnt, abschliessen von Hand)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="68"/>
        <source>To 100, with a lead of 2</source>
        <translation>Bis 100, mit 2 Vorsprung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="69"/>
        <source>Lowest wins (ends at 500)</source>
        <translation>Tiefste gewinnt (Schluss bei 500)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="106"/>
        <source>Punktetafel</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="128"/>
        <location filename="../../jasstafel/core/variant.py" line="215"/>
        <source>{variant} is played by {low} to {high} players, not {n}</source>
        <translation>{variant} spielen {low} bis {high} Spieler, nicht {n}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="133"/>
        <location filename="../../jasstafel/core/variant.py" line="222"/>
        <source>The first seat must be one of the {n} players</source>
        <translation>Der erste Platz muss einer der {n} Spieler sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="84"/>
        <source>Every player must sit in exactly one team, with two teams or more</source>
        <translation>Jeder Spieler muss in genau einem Team sitzen, bei zwei oder mehr Teams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="141"/>
        <source>A winning margin of {margin} needs a target to play to</source>
        <translation>Ein nötiger Vorsprung von {margin} braucht ein Ziel, auf das gespielt wird</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="201"/>
        <source>Points must be given for each of the {n} sides, not {count}</source>
        <translation>Punkte sind für jede der {n} Parteien nötig, nicht für {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="208"/>
        <source>{points} points in one round is too many: at most {most} either way</source>
        <translation>{points} Punkte in einer Runde sind zu viel: höchstens {most}, plus oder minus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="220"/>
        <source>lead {lead} of {margin}: play on</source>
        <translation>Vorsprung {lead} von {margin}: weiterspielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="224"/>
        <source>target {target} reached</source>
        <translation>Ziel {target} erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="242"/>
        <source>Nothing to close: no round has been written yet</source>
        <translation>Nichts abzuschliessen: es ist noch keine Runde geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="248"/>
        <source>Closed after {rounds}</source>
        <translation>Abgeschlossen nach {rounds}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="250"/>
        <source>closed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="297"/>
        <source>{sides} win (tie) with {total}</source>
        <translation>{sides} gewinnen (gleichauf) mit {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="298"/>
        <source>Won by {sides} with {total}</source>
        <translation>Sieger: {sides} mit {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="39"/>
        <source>{result} (closed after {rounds})</source>
        <translation>{result} (abgeschlossen nach {rounds})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="304"/>
        <location filename="../../jasstafel/core/schieber.py" line="589"/>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="305"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="309"/>
        <source>{head}: {sides} must lead by {margin} (lead {lead}): play on</source>
        <translation>{head}: {margin} Vorsprung nötig für {sides} (Vorsprung {lead}): weiterspielen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="313"/>
        <source>{head}; target {target}</source>
        <translation>{head}; Ziel {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="315"/>
        <source>{head}; no target: close the board to end it</source>
        <translation>{head}; kein Ziel: die Tafel abschliessen, um zu beenden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="39"/>
        <location filename="../../jasstafel/core/coiffeur.py" line="129"/>
        <source>Slalom</source>
        <translation>Slalom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="125"/>
        <source>Turnier (Jassverein)</source>
        <translation>Turnier (Jassverein)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="126"/>
        <source>Freier Jass (Jassverein)</source>
        <translation>Freier Jass (Jassverein)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="127"/>
        <source>Swisslos 2500 (German cards)</source>
        <translation>Swisslos 2500 (deutsche Karten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="128"/>
        <source>Swisslos 2500 (French cards)</source>
        <translation>Swisslos 2500 (französische Karten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="200"/>
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="230"/>
        <source>Schieber is played by two teams of two</source>
        <translation>Schieber spielen zwei Zweierteams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="262"/>
        <source>{contract} is not played with these table settings</source>
        <translation>{contract} wird mit diesen Tischregeln nicht gespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="272"/>
        <source>Both teams are past the target: record which team called Bedanken first</source>
        <translation>Beide Teams sind über dem Ziel: eintragen, welches Team sich zuerst bedankt hat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="284"/>
        <source>The card points of both teams must add up to 157, not {a} + {b}</source>
        <translation>Die Kartenpunkte beider Teams müssen zusammen 157 ergeben, nicht {a} + {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="289"/>
        <source>With a double deck the card points of both teams must add up to {total}, not {a} + {b}</source>
        <translation>Mit doppelten Karten müssen die Kartenpunkte beider Teams zusammen {total} ergeben, nicht {a} + {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="297"/>
        <source>A Match needs 157 : 0 (one team took every trick)</source>
        <translation>Ein Match braucht 157 : 0 (ein Team hat alle Stiche gemacht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="301"/>
        <source>A Match needs {total} : 0 (one team took every trick)</source>
        <translation>Ein Match braucht {total} : 0 (ein Team hat alle Stiche gemacht)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="306"/>
        <source>No Weis and no Stöck are written in this preset (Turnier)</source>
        <translation>In dieser Vorlage (Turnier) werden weder Weis noch Stöck geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="311"/>
        <source>Only the team with the best Weis scores: Weis for one team only</source>
        <translation>Nur das Team mit dem besten Weis schreibt: Weis nur für ein Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="138"/>
        <source>Stöck exist only in a trump contract, not in {contract}</source>
        <translation>Stöck gibt es nur mit Trumpf, nicht bei {contract}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="480"/>
        <location filename="../../jasstafel/core/schieber.py" line="340"/>
        <source>Nullstich</source>
        <translation>Nullstich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="352"/>
        <location filename="../../jasstafel/core/schieber.py" line="437"/>
        <source>Berg {team}</source>
        <translation>Berg {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="55"/>
        <source>reached the target</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="56"/>
        <source>reached the target first by Stöck (both teams are past it)</source>
        <translation>Ziel zuerst erreicht, durch den Stöck (beide Teams sind darüber)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="57"/>
        <source>reached the target first by Stöck and Weis (both teams are past it)</source>
        <translation>Ziel zuerst erreicht, durch Stöck und Weis (beide Teams sind darüber)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="59"/>
        <source>reached the target first by Weis (both teams are past it)</source>
        <translation>Ziel zuerst erreicht, durch den Weis (beide Teams sind darüber)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/schieber.py" line="392"/>
        <source>A Turnier ends after its %n rounds: nobody calls Bedanken</source>
        <translation>
            <numerusform>Ein Turnier endet nach seiner einzigen Runde: niemand bedankt sich</numerusform>
            <numerusform>Ein Turnier endet nach seinen %n Runden: niemand bedankt sich</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="402"/>
        <source>A stack of {stack} is impossible: at most {most} points in a round</source>
        <translation>{stack} bisherige Punkte sind unmöglich: höchstens {most} Punkte in einer Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="408"/>
        <source>Both teams are already past the target: the stack no longer counts</source>
        <translation>Beide Teams sind schon über dem Ziel: die bisherigen Punkte zählen nicht mehr</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="415"/>
        <source>Bedanken during a round needs the contract to multiply the stack</source>
        <translation>Wer sich während der Runde bedankt, braucht den Trumpf: er multipliziert die bisherigen Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="427"/>
        <source>called Bedanken</source>
        <translation>bedankt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="431"/>
        <source>Bedanken too early by {team} ({counted} of {target})</source>
        <translation>{team} zu früh bedankt ({counted} von {target})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="439"/>
        <source>Bedanken by {team} with {stack} on the stack in {contract} ×{factor}</source>
        <translation>Bedanken: {team}, mit {stack} auf dem Stapel in {contract} ×{factor}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="444"/>
        <source>Bedanken by {team}</source>
        <translation>Bedanken: {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="477"/>
        <source>{contract} ×{factor} by {team} (passed): {a} : {b}</source>
        <translation>{contract} ×{factor} von {team} (geschoben): {a} : {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="487"/>
        <source> Kontermatsch</source>
        <translation> Kontermatsch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="49"/>
        <source>Won by {team}: {reason}</source>
        <translation>Sieger: {team}; {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="493"/>
        <source>, Weis {team}: {weis}</source>
        <translation>, Weis {team}: {weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="583"/>
        <source>Both teams are past their targets: which team called Bedanken first?</source>
        <translation>Beide Teams sind über ihrem Ziel: welches Team hat sich zuerst bedankt?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="585"/>
        <source>Both teams are past {target}: which team called Bedanken first?</source>
        <translation>Beide Teams sind über {target}: welches Team hat sich zuerst bedankt?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="591"/>
        <source>{team}: {points} to go</source>
        <translation>{team} noch&#xa0;{points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="428"/>
        <source>Bedanken</source>
        <translation>Bedanken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="433"/>
        <source>Bedanken too early</source>
        <translation>zu früh bedankt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="460"/>
        <source>tie</source>
        <translation>gleichauf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="462"/>
        <source>more points</source>
        <translation>mehr Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="464"/>
        <source>equal points, more Matches</source>
        <translation>gleich viele Punkte, mehr Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="466"/>
        <source>equal points and Matches, better best round</source>
        <translation>gleich viele Punkte und Matches, bessere beste Runde</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="481"/>
        <source>{contract} ×{factor} by {team}: {a} : {b}</source>
        <translation>{contract} ×{factor} von {team}: {a} : {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="489"/>
        <source> Match</source>
        <translation> Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="496"/>
        <source>, Stöck {team}</source>
        <translation>, Stöck {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="578"/>
        <source>Tie: both teams share the win</source>
        <translation>Gleichstand: beide Teams teilen sich den Sieg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="75"/>
        <source>The team {name} has no players; every team needs one player or more</source>
        <translation>Das Team {name} hat keine Spieler; jedes Team braucht einen Spieler oder mehr</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/variant.py" line="130"/>
        <source>All %n rounds are played: a round inserted would be one too many (correct a round instead)</source>
        <translation>
            <numerusform>Die einzige Runde ist gespielt: eine eingefügte Runde wäre eine zu viel (stattdessen die Runde korrigieren)</numerusform>
            <numerusform>Alle %n Runden sind gespielt: eine eingefügte Runde wäre eine zu viel (stattdessen eine Runde korrigieren)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/variant.py" line="141"/>
        <source>All %n games are played: a game inserted would be one too many (correct a game instead)</source>
        <translation>
            <numerusform>Das einzige Spiel ist gespielt: ein eingefügtes Spiel wäre eines zu viel (stattdessen das Spiel korrigieren)</numerusform>
            <numerusform>Alle %n Spiele sind gespielt: ein eingefügtes Spiel wäre eines zu viel (stattdessen ein Spiel korrigieren)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="210"/>
        <source>{variant} is played by {low} players, not {n}</source>
        <translation>{variant} spielen genau {low} Spieler, nicht {n}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="230"/>
        <source>{variant} is played each for himself, without teams</source>
        <translation>{variant} spielt jeder für sich, ohne Teams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="194"/>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="216"/>
        <source>no such file or folder</source>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="217"/>
        <location filename="../../jasstafel/core/text.py" line="218"/>
        <source>permission denied</source>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="219"/>
        <source>it is a folder</source>
        <translation>das ist ein Ordner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="220"/>
        <source>a part of the path is not a folder</source>
        <translation>ein Teil des Pfads ist kein Ordner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="221"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="222"/>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="223"/>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="224"/>
        <source>it exists already</source>
        <translation>die Datei gibt es schon</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="255"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/text.py" line="259"/>
        <source>%n bytes</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="86"/>
        <source>{path} is a folder, not a match file</source>
        <translation>{path} ist ein Ordner, keine Partiedatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="87"/>
        <source>{path} is a named pipe (FIFO), not a match file</source>
        <translation>{path} ist eine benannte Pipe (FIFO), keine Partiedatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="88"/>
        <location filename="../../jasstafel/core/matchfile.py" line="89"/>
        <source>{path} is a device, not a match file</source>
        <translation>{path} ist ein Gerät, keine Partiedatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="90"/>
        <source>{path} is a socket, not a match file</source>
        <translation>{path} ist ein Socket, keine Partiedatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="111"/>
        <source>not a Jasstafel match file: the top level is not a JSON object</source>
        <translation>keine Jasstafel-Partiedatei: die oberste Ebene ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="123"/>
        <source>invalid match file: the field version (the format version) is missing</source>
        <translation>ungültige Partiedatei: das Feld version (die Formatversion) fehlt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="127"/>
        <source>invalid format version {version}</source>
        <translation>ungültige Formatversion {version}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="130"/>
        <source>written by a newer Jasstafel (format version {version}; this one reads up to {known})</source>
        <translation>von einer neueren Jasstafel geschrieben (Formatversion {version}; diese liest bis {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="135"/>
        <source>invalid match file: the field variant is missing (known: {known})</source>
        <translation>ungültige Partiedatei: das Feld variant fehlt (bekannt: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="140"/>
        <location filename="../../jasstafel/core/registry.py" line="56"/>
        <source>unknown variant {name} (known: {known})</source>
        <translation>unbekannte Jassart {name} (bekannt: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="158"/>
        <location filename="../../jasstafel/core/matchfile.py" line="905"/>
        <source>the match has {count} entries; a match file holds at most {limit}</source>
        <translation>die Partie hat {count} Einträge; eine Partiedatei fasst höchstens {limit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="165"/>
        <location filename="../../jasstafel/core/matchfile.py" line="484"/>
        <location filename="../../jasstafel/core/matchfile.py" line="494"/>
        <source>invalid match file: {where}: {problem}</source>
        <translation>ungültige Partiedatei: {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="166"/>
        <location filename="../../jasstafel/core/matchfile.py" line="487"/>
        <source>invalid match file: {where}: {problem} ({path} in the file)</source>
        <translation>ungültige Partiedatei: {where}: {problem} ({path} in der Datei)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="203"/>
        <source>File format</source>
        <translation>Dateiformat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="204"/>
        <source>Format version</source>
        <translation>Formatversion</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="205"/>
        <source>Variant</source>
        <translation>Jassart</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="206"/>
        <source>Match details</source>
        <translation>Angaben zur Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="207"/>
        <location filename="../../jasstafel/core/matchfile.py" line="221"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="208"/>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="209"/>
        <source>First seat</source>
        <translation>Erster Platz</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="210"/>
        <source>Table settings</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="211"/>
        <source>Entries</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="214"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="215"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="216"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="217"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="220"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="225"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="226"/>
        <source>Written at</source>
        <translation>Geschrieben um</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="227"/>
        <source>Announced by</source>
        <translation>Angesagt von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="228"/>
        <location filename="../../jasstafel/core/matchfile.py" line="262"/>
        <source>Bid</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="229"/>
        <source>At fault</source>
        <translation>Fehler von</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="230"/>
        <source>Cards drawn</source>
        <translation>Gezogene Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="231"/>
        <source>Contract</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="232"/>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="233"/>
        <source>Declarer</source>
        <translation>Spielübernehmer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="235"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="236"/>
        <source>Passed</source>
        <translation>Geschoben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="239"/>
        <source>Made</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="241"/>
        <source>Misdeed</source>
        <translation>Vergehen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="242"/>
        <source>Note</source>
        <translation>Bemerkung</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="243"/>
        <source>Nuller</source>
        <translation>Nuller</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="244"/>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="245"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="246"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="248"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="249"/>
        <source>Led too early</source>
        <translation>Zu früh ausgespielt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="250"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="251"/>
        <source>Stack</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="252"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="254"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="256"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="257"/>
        <source>Weis beaten</source>
        <translation>Weis überboten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="263"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="294"/>
        <source>Entry {number}</source>
        <translation>Eintrag {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="300"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="302"/>
        <source>Team {number}</source>
        <translation>Team {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="313"/>
        <source>Row {number}</source>
        <translation>Zeile {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="329"/>
        <source>No. {number}</source>
        <translation>Nr. {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="397"/>
        <location filename="../../jasstafel/core/matchfile.py" line="671"/>
        <source>not a Jasstafel match file: nested deeper than {limit} levels</source>
        <translation>keine Jasstafel-Partiedatei: tiefer als {limit} Ebenen verschachtelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="429"/>
        <source>text that is not valid Unicode (a lone surrogate {char} at character {position})</source>
        <translation>Text, der kein gültiges Unicode ist (ein einzelnes Surrogat {char} bei Zeichen {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="435"/>
        <source>a control character ({char}) at character {position}: names and texts are one line of plain text</source>
        <translation>ein Steuerzeichen ({char}) bei Zeichen {position}: Namen und Texte sind eine Zeile einfacher Text</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="441"/>
        <source>an invisible character ({char}) at character {position}: a name holds only what can be seen</source>
        <translation>ein unsichtbares Zeichen ({char}) bei Zeichen {position}: ein Name enthält nur, was man sieht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="443"/>
        <source>an invisible character ({char}) at character {position}: it would hide text</source>
        <translation>ein unsichtbares Zeichen ({char}) bei Zeichen {position}: es würde Text verstecken</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="449"/>
        <source>{length} characters; {what} has at most {limit}</source>
        <translation>{length} Zeichen; {what} hat höchstens {limit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="452"/>
        <source>a name</source>
        <translation>ein Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="453"/>
        <source>a text</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="482"/>
        <location filename="../../jasstafel/core/matchfile.py" line="492"/>
        <source>invalid match file: {where}: {problem} (and {more} more)</source>
        <translation>ungültige Partiedatei: {where}: {problem} (und {more} weitere)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="485"/>
        <source>invalid match file: {where}: {problem} (and {more} more; {path} in the file)</source>
        <translation>ungültige Partiedatei: {where}: {problem} (und {more} weitere; {path} in der Datei)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="521"/>
        <location filename="../../jasstafel/core/matchfile.py" line="522"/>
        <source>the field is missing</source>
        <translation>das Feld fehlt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="523"/>
        <source>there is no such field in a match file</source>
        <translation>dieses Feld gibt es in einer Partiedatei nicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="524"/>
        <location filename="../../jasstafel/core/matchfile.py" line="525"/>
        <location filename="../../jasstafel/core/matchfile.py" line="526"/>
        <source>expected a whole number</source>
        <translation>erwartet eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="527"/>
        <source>expected a whole number, not one with decimals</source>
        <translation>erwartet eine ganze Zahl, nicht eine mit Nachkommastellen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="529"/>
        <location filename="../../jasstafel/core/matchfile.py" line="530"/>
        <source>expected a number</source>
        <translation>erwartet eine Zahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="531"/>
        <source>expected a text</source>
        <translation>erwartet einen Text</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="532"/>
        <location filename="../../jasstafel/core/matchfile.py" line="533"/>
        <source>expected true or false</source>
        <translation>erwartet true oder false</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="534"/>
        <location filename="../../jasstafel/core/matchfile.py" line="535"/>
        <source>expected a list ([…])</source>
        <translation>erwartet eine Liste ([…])</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="536"/>
        <location filename="../../jasstafel/core/matchfile.py" line="537"/>
        <location filename="../../jasstafel/core/matchfile.py" line="538"/>
        <source>expected a JSON object</source>
        <translation>erwartet ein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="539"/>
        <location filename="../../jasstafel/core/matchfile.py" line="540"/>
        <location filename="../../jasstafel/core/matchfile.py" line="541"/>
        <source>expected a date and time (ISO 8601)</source>
        <translation>erwartet Datum und Uhrzeit (ISO 8601)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="543"/>
        <source>expected the time zone (e.g. +01:00)</source>
        <translation>erwartet die Zeitzone (z. B. +01:00)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="544"/>
        <source>expected at most {le}</source>
        <translation>erwartet höchstens {le}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="545"/>
        <source>expected at least {ge}</source>
        <translation>erwartet mindestens {ge}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="546"/>
        <source>expected less than {lt}</source>
        <translation>erwartet weniger als {lt}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="547"/>
        <source>expected more than {gt}</source>
        <translation>erwartet mehr als {gt}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="548"/>
        <location filename="../../jasstafel/core/matchfile.py" line="549"/>
        <source>expected one of {expected}</source>
        <translation>erwartet eines von {expected}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="550"/>
        <source>unknown type {tag} (known: {expected_tags})</source>
        <translation>unbekannter Typ {tag} (bekannt: {expected_tags})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="603"/>
        <source>a value this field does not take</source>
        <translation>ein Wert, den dieses Feld nicht annimmt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="609"/>
        <source>expected at least %n items</source>
        <translation>
            <numerusform>erwartet mindestens %n Element</numerusform>
            <numerusform>erwartet mindestens %n Elemente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="612"/>
        <source>expected at most %n items</source>
        <translation>
            <numerusform>erwartet höchstens %n Element</numerusform>
            <numerusform>erwartet höchstens %n Elemente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="615"/>
        <source>expected at least %n characters</source>
        <translation>
            <numerusform>erwartet mindestens %n Zeichen</numerusform>
            <numerusform>erwartet mindestens %n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="618"/>
        <source>expected at most %n characters</source>
        <translation>
            <numerusform>erwartet höchstens %n Zeichen</numerusform>
            <numerusform>erwartet höchstens %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="656"/>
        <source>invalid match file: the key {key} is given twice</source>
        <translation>ungültige Partiedatei: der Schlüssel {key} kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="660"/>
        <source>invalid match file: {where}: the key {key} is given twice</source>
        <translation>ungültige Partiedatei: {where}: der Schlüssel {key} kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="662"/>
        <source>invalid match file: {where}: the key {key} is given twice ({path} in the file)</source>
        <translation>ungültige Partiedatei: {where}: der Schlüssel {key} kommt zweimal vor ({path} in der Datei)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="666"/>
        <source>not a Jasstafel match file: the number {number} is too long or not finite (at most {limit} digits)</source>
        <translation>keine Jasstafel-Partiedatei: die Zahl {number} ist zu lang oder nicht endlich (höchstens {limit} Ziffern)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="682"/>
        <source>not a Jasstafel match file: the file is empty</source>
        <translation>keine Jasstafel-Partiedatei: die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="686"/>
        <source>{what}, not a match file</source>
        <translation>{what}, keine Partiedatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="688"/>
        <source>not a Jasstafel match file: not JSON (line {line}, column {column})</source>
        <translation>keine Jasstafel-Partiedatei: kein JSON (Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="694"/>
        <source>not a Jasstafel match file: not JSON (unreadable {encoding} text at byte {position})</source>
        <translation>keine Jasstafel-Partiedatei: kein JSON (unlesbarer {encoding}-Text bei Byte {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="699"/>
        <source>not a Jasstafel match file: not JSON (unreadable text at byte {position})</source>
        <translation>keine Jasstafel-Partiedatei: kein JSON (unlesbarer Text bei Byte {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="702"/>
        <source>not a Jasstafel match file: not JSON ({reason})</source>
        <translation>keine Jasstafel-Partiedatei: kein JSON ({reason})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="711"/>
        <source>a PNG picture</source>
        <translation>ein PNG-Bild</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="713"/>
        <source>a JPEG picture</source>
        <translation>ein JPEG-Bild</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="715"/>
        <source>a GIF picture</source>
        <translation>ein GIF-Bild</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="717"/>
        <source>a PDF document</source>
        <translation>ein PDF-Dokument</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="719"/>
        <source>a ZIP archive</source>
        <translation>ein ZIP-Archiv</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="721"/>
        <source>a SQLite database (a club file?)</source>
        <translation>eine SQLite-Datenbank (eine Vereinsdatei?)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="752"/>
        <source>this match file cannot be read: Jasstafel failed on it ({error}); please report it</source>
        <translation>diese Partiedatei kann nicht gelesen werden: Jasstafel ist daran gescheitert ({error}); bitte melden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="777"/>
        <location filename="../../jasstafel/core/matchfile.py" line="797"/>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="783"/>
        <source>cannot read {path}: it changed while being opened</source>
        <translation>{path} kann nicht gelesen werden: die Datei hat sich beim Öffnen geändert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="806"/>
        <source>{path} is not a regular file</source>
        <translation>{path} ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="924"/>
        <source>the match cannot be written: {error}</source>
        <translation>die Partie kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="981"/>
        <source>{path} is read-only; not replaced (choose another name)</source>
        <translation>{path} ist schreibgeschützt; nicht ersetzt (wählen Sie einen anderen Namen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1137"/>
        <source>{path} is a link to {target}, whose folder does not exist; nothing written</source>
        <translation>{path} ist ein Link auf {target}, dessen Ordner es nicht gibt; nichts geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="986"/>
        <location filename="../../jasstafel/core/matchfile.py" line="1141"/>
        <location filename="../../jasstafel/core/outputs.py" line="94"/>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="116"/>
        <source>not a Jasstafel match file (it has no {field})</source>
        <translation>keine Jasstafel-Partiedatei (die Datei hat kein {field})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="119"/>
        <source>not a Jasstafel match file (its {field} is {found}, not {format})</source>
        <translation>keine Jasstafel-Partiedatei (in der Datei ist {field} {found}, nicht {format})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="743"/>
        <source>the file is {size}; a match file is at most {limit}</source>
        <translation>die Datei ist {size} gross; eine Partiedatei darf höchstens {limit} gross sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="811"/>
        <source>{path} is {size}; a match file is at most {limit}</source>
        <translation>{path} ist {size} gross; eine Partiedatei darf höchstens {limit} gross sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="928"/>
        <source>the match file would be {size}; a match file is at most {limit}</source>
        <translation>die Partiedatei wäre {size} gross; eine Partiedatei darf höchstens {limit} gross sein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1145"/>
        <source>{path} is a link to something that is not a file (a pipe, a terminal, a device or a folder); nothing written</source>
        <translation>{path} ist ein Link auf etwas, das keine Datei ist (eine Pipe, ein Terminal, ein Gerät oder ein Ordner); nichts geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1184"/>
        <location filename="../../jasstafel/core/matchfile.py" line="1197"/>
        <source>This entry cannot be saved: {reason}</source>
        <translation>Dieser Eintrag kann nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1190"/>
        <source>This entry cannot be saved: {field}: {problem}</source>
        <translation>Dieser Eintrag kann nicht gespeichert werden: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1210"/>
        <source>{variant} has no preset {preset} (known: {known})</source>
        <translation>{variant} hat keine Vorlage {preset} (bekannt: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1251"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="1149"/>
        <source>player {seat}: {problem}</source>
        <translation>Spieler {seat}: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1254"/>
        <source>player {seat}: the name is empty</source>
        <translation>Spieler {seat}: der Name ist leer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1259"/>
        <source>player {seat}: {name} is player {other} already; give each player a name of their own</source>
        <translation>Spieler {seat}: {name} ist schon Spieler {other}; jeder Spieler braucht einen eigenen Namen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1267"/>
        <source>team {team}: {problem}</source>
        <translation>Team {team}: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1270"/>
        <source>team {team}: the name is empty</source>
        <translation>Team {team}: der Name ist leer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="203"/>
        <source>A match holds at most {limit} entries: start a new match</source>
        <translation>Eine Partie fasst höchstens {limit} Einträge: eine neue Partie beginnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="220"/>
        <source>The match file would be {size}, and a match file is at most {limit}: start a new match</source>
        <translation>Die Partiedatei wäre {size} gross, eine Partiedatei darf aber höchstens {limit} gross sein: eine neue Partie beginnen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="284"/>
        <source>{path} holds entries that this match lacks: it was not written over (save this match under another name)</source>
        <translation>{path} hat Einträge, die dieser Partie fehlen: es wurde nicht überschrieben (diese Partie unter einem anderen Namen speichern)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="288"/>
        <source>{path} cannot be read as this match: it was not written over (save this match under another name)</source>
        <translation>{path} lässt sich nicht als diese Partie lesen: es wurde nicht überschrieben (diese Partie unter einem anderen Namen speichern)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="291"/>
        <source>{path} was changed by another program since it was opened here: it was not written over (save this match under another name)</source>
        <translation>{path} wurde von einem anderen Programm geändert, seit es hier geöffnet wurde: es wurde nicht überschrieben (diese Partie unter einem anderen Namen speichern)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="259"/>
        <location filename="../../jasstafel/ui/i18n.py" line="155"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1681"/>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="77"/>
        <source>Wirtshaus (the fewest points get a Strich)</source>
        <translation>Wirtshaus (die wenigsten Punkte bekommen einen Strich)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="78"/>
        <source>Wirtshaus (under 21 points get a Strich)</source>
        <translation>Wirtshaus (unter 21 Punkten gibt es einen Strich)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="200"/>
        <source>A player gets 0 to {voll} Striche in one round ({voll} make him full), not {value}</source>
        <translation>Ein Spieler bekommt in einer Runde 0 bis {voll} Striche ({voll} machen ihn voll), nicht {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="242"/>
        <source>{player} full</source>
        <translation>{player} voll</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="82"/>
        <source>%n Striche</source>
        <translation>
            <numerusform>%n Strich</numerusform>
            <numerusform>%n Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="281"/>
        <source>All %n rounds are played: only the tied players&apos; draw is left</source>
        <translation>
            <numerusform>Die einzige Runde ist gespielt: es fehlt nur noch das Kartenziehen bei Gleichstand</numerusform>
            <numerusform>Alle %n Runden sind gespielt: es fehlt nur noch das Kartenziehen bei Gleichstand</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="114"/>
        <source>Hausjass (Stöck, every Handweis, last round double)</source>
        <translation>Hausjass (Stöck, alle Handweis, letzte Runde doppelt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="174"/>
        <source>{player} has won with %n points; {players} draw a card for place {place}</source>
        <translation>
            <numerusform>{player} hat mit %n Punkt gewonnen; {players} ziehen eine Karte um den {place}. Platz</numerusform>
            <numerusform>{player} hat mit %n Punkten gewonnen; {players} ziehen eine Karte um den {place}. Platz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="397"/>
        <source>A tie is decided by drawing a card only after the last round (%n rounds, {played} played)</source>
        <translation>
            <numerusform>Ein Gleichstand wird erst nach der letzten Runde durch Kartenziehen entschieden (%n Runde, {played} gespielt)</numerusform>
            <numerusform>Ein Gleichstand wird erst nach der letzten Runde durch Kartenziehen entschieden (%n Runden, {played} gespielt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/punktetafel.py" line="228"/>
        <source>last of %n rounds</source>
        <translation>
            <numerusform>die einzige Runde</numerusform>
            <numerusform>letzte von %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/punktetafel.py" line="255"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="231"/>
        <source>{points}: {note}</source>
        <translation>{points}: {note}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="129"/>
        <source>Einfach 1000 (all ×1)</source>
        <translation>Einfach 1000 (alle ×1)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="365"/>
        <location filename="../../jasstafel/i18n.py" line="390"/>
        <source>{preset}, changed: {changes}</source>
        <translation>{preset}, angepasst: {changes}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="367"/>
        <location filename="../../jasstafel/i18n.py" line="387"/>
        <location filename="../../jasstafel/ui/settingsform.py" line="169"/>
        <source>{preset} (changed)</source>
        <translation>{preset} (angepasst)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="420"/>
        <source>{count} table settings</source>
        <translation>{count} Tischregeln</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="405"/>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="27"/>
        <source>The match is decided: no further entry can be written</source>
        <translation>Die Partie ist entschieden: es kann kein Eintrag mehr geschrieben werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="419"/>
        <source>it was played as {was}; these rules have {now} there</source>
        <translation>Er wurde als {was} gespielt; diese Regeln haben dort {now}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="30"/>
        <source>a PDF file</source>
        <translation>eine PDF-Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="31"/>
        <source>not a PDF file</source>
        <translation>keine PDF-Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="32"/>
        <source>a SQLite database</source>
        <translation>eine SQLite-Datenbank</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="33"/>
        <source>a Jasstafel match file</source>
        <translation>eine Jasstafel-Partiedatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="34"/>
        <source>a JSON file</source>
        <translation>eine JSON-Datei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="35"/>
        <source>not a text file</source>
        <translation>keine Textdatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="36"/>
        <source>a text file</source>
        <translation>eine Textdatei</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="57"/>
        <source>{path} is the match file being read ({source}); not overwritten</source>
        <translation>{path} ist die Partiedatei, die gelesen wird ({source}); nicht überschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="61"/>
        <source>{path} is given twice as an output</source>
        <translation>{path} ist zweimal als Ausgabe angegeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="70"/>
        <source>{path} is not a regular file; nothing written</source>
        <translation>{path} ist keine normale Datei; nichts geschrieben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="80"/>
        <source>{path} exists and is {kind}; not replaced (choose another name)</source>
        <translation>{path} gibt es schon und ist {kind}; nicht ersetzt (wählen Sie einen anderen Namen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="85"/>
        <source>{path} exists and is {kind}, not a CSV file; not replaced (choose another name)</source>
        <translation>{path} gibt es schon und ist {kind}, keine CSV-Datei; nicht ersetzt (wählen Sie einen anderen Namen)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="88"/>
        <source>{path} exists and is {kind}, not a match file; not replaced (choose another name)</source>
        <translation>{path} gibt es schon und ist {kind}, keine Partiedatei; nicht ersetzt (wählen Sie einen anderen Namen)</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="37"/>
        <source>Target (target mode)</source>
        <translation>Ziel (bei Zielpunktzahl)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="37"/>
        <source>The points a team must reach to call Bedanken (when the match ends at the target).</source>
        <translation>Die Punkte, die ein Team erreichen muss, um sich zu bedanken (wenn die Partie am Ziel endet).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="47"/>
        <source>Rounds (fixed rounds)</source>
        <translation>Runden (bei fester Rundenzahl)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="49"/>
        <source>Factors</source>
        <translation>Faktoren</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="53"/>
        <source>Weis and Stöck count</source>
        <translation>Weis und Stöck zählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="55"/>
        <location filename="../../jasstafel/core/setting_words.py" line="72"/>
        <location filename="../../jasstafel/core/setting_words.py" line="203"/>
        <source>Match bonus</source>
        <translation>Matchbonus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="58"/>
        <source>Striche back side</source>
        <translation>Striche auf der Rückseite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="58"/>
        <source>Keep the Striche on the back of the board: Win 2, Berg 1, Match 1, Kontermatsch 2, Schneider 2.</source>
        <translation>Die Striche auf der Rückseite der Tafel führen: Sieg 2, Berg 1, Match 1, Kontermatsch 2, Schneider 2.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="61"/>
        <source>Tie after Matches</source>
        <translation>Gleichstand nach Matches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="93"/>
        <source>Wirtshaus: the loser of a round gets a Strich, the first player who is full ends the match. Gewinnstriche: the best of a round get a Strich, the first who is full wins.</source>
        <translation>Wirtshaus: Der Verlierer einer Runde bekommt einen Strich, wer zuerst voll ist, beendet die Partie. Gewinnstriche: Die Besten einer Runde bekommen einen Strich, wer zuerst voll ist, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="106"/>
        <source>Striche to be full</source>
        <translation>Striche bis voll</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="106"/>
        <source>The Striche that make a player full: in Wirtshaus he has lost and the match ends, with Gewinnstriche he has won.</source>
        <translation>Die Striche, mit denen ein Spieler voll ist: im Wirtshaus hat er verloren und die Partie endet, mit Gewinnstrichen hat er gewonnen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="112"/>
        <source>Minimum bid</source>
        <translation>Mindestangebot</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="112"/>
        <source>The minimum bid allowed; off: every bid from 1 on.</source>
        <translation>Das erlaubte Mindestangebot; aus: jedes Angebot ab 1.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="122"/>
        <source>Numeric bids from 300 to 500 (6 score points) may be bid; off: bids up to 290.</source>
        <translation>Zahlenangebote von 300 bis 500 (6 Schreibpunkte) sind erlaubt; aus: Angebote bis 290.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="143"/>
        <source>The match ends when a side reaches this total; off: no target.</source>
        <translation>Die Partie endet, wenn eine Seite dieses Total erreicht; aus: kein Ziel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="148"/>
        <source>The match ends after this many rounds; off: no limit (close the board by hand).</source>
        <translation>Die Partie endet nach so vielen Runden; aus: keine Grenze (Tafel von Hand abschliessen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="155"/>
        <source>Game 2: penalty points for every card of Hearts taken (Swiss German deck: Bells).</source>
        <translation>Spiel 2: Strafpunkte für jede genommene Herzkarte (Deutschschweizer Karten: Schellen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="158"/>
        <source>Game 3: penalty points for every Queen taken (Swiss German deck: Ober).</source>
        <translation>Spiel 3: Strafpunkte für jede genommene Dame (Deutschschweizer Karten: Ober).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="160"/>
        <source>Game 4: penalty points for the player who takes the King of Clubs (Swiss German deck: King of Roses).</source>
        <translation>Spiel 4: Strafpunkte für den Spieler, der den Kreuzkönig nimmt (Deutschschweizer Karten: Rosenkönig).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="166"/>
        <source>Game 2: penalty points for every card of Bells taken (French deck: Hearts).</source>
        <translation>Spiel 2: Strafpunkte für jede genommene Schellenkarte (französische Karten: Herz).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="168"/>
        <source>Game 3: penalty points for every Ober taken (French deck: Queen).</source>
        <translation>Spiel 3: Strafpunkte für jeden genommenen Ober (französische Karten: Dame).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="170"/>
        <source>Game 4: penalty points for the player who takes the King of Roses (French deck: King of Clubs).</source>
        <translation>Spiel 4: Strafpunkte für den Spieler, der den Rosenkönig nimmt (französische Karten: Kreuzkönig).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="198"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="253"/>
        <source>Swiss German (Acorns, Roses …)</source>
        <translation>Deutschschweizer Karten (Eicheln, Rosen …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="254"/>
        <source>French (Clubs, Spades …)</source>
        <translation>Französische Karten (Kreuz, Schaufel …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="67"/>
        <location filename="../../jasstafel/core/setting_words.py" line="201"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="34"/>
        <source>End of the match</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="34"/>
        <source>How the match ends: the first team to reach the target and call Bedanken wins, or the highest total after a fixed number of rounds (Turnier).</source>
        <translation>Wie die Partie endet: Es gewinnt das Team, das zuerst das Ziel erreicht und sich bedankt, oder das höchste Total nach einer festen Zahl Runden (Turnier).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="70"/>
        <location filename="../../jasstafel/core/setting_words.py" line="202"/>
        <source>Stöck count</source>
        <translation>Stöck zählen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="180"/>
        <source>Domino (sixth game)</source>
        <translation>Domino (sechstes Spiel)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="183"/>
        <source>Domino points, 4 players</source>
        <translation>Dominopunkte, 4 Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="186"/>
        <source>Domino points, 3 players</source>
        <translation>Dominopunkte, 3 Spieler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="189"/>
        <source>Guggitaler in the match</source>
        <translation>Guggitaler in der Partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="230"/>
        <location filename="../../jasstafel/core/setting_words.py" line="249"/>
        <source>first to the target (Bedanken)</source>
        <translation>zuerst am Ziel (Bedanken)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="250"/>
        <source>fixed number of rounds</source>
        <translation>feste Anzahl Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="232"/>
        <location filename="../../jasstafel/core/setting_words.py" line="251"/>
        <source>best single round wins</source>
        <translation>beste einzelne Runde gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="233"/>
        <location filename="../../jasstafel/core/setting_words.py" line="242"/>
        <location filename="../../jasstafel/core/setting_words.py" line="252"/>
        <source>shared rank</source>
        <translation>geteilter Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="255"/>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="256"/>
        <source>no trump</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="257"/>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="258"/>
        <source>free choice</source>
        <translation>freie Wahl</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="328"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="328"/>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="328"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="335"/>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="40"/>
        <source>A target per team (handicap)</source>
        <translation>Ein Ziel pro Team (Handicap)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="40"/>
        <source>Each team plays to its own target, e.g. 4500 and 4000: Bedanken, the end, the Berg and the Schneider use the team&apos;s own target. Off: both teams play to the target above.</source>
        <translation>Jedes Team spielt auf sein eigenes Ziel, z. B. 4&apos;500 und 4&apos;000: Bedanken, das Ende, der Berg und der Schneider gelten für das eigene Ziel des Teams. Aus: Beide Teams spielen auf das Ziel oben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="44"/>
        <source>Double deck (314 points a round)</source>
        <translation>Doppelte Karten (314 Punkte pro Runde)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="44"/>
        <source>Played with two decks: the card points of a round are 0 … 314, the other team gets 314 − x, a Match is 314 + the Match bonus.</source>
        <translation>Mit zwei Kartenspielen gespielt: Die Kartenpunkte einer Runde sind 0 … 314, das andere Team bekommt 314 − x, ein Match ist 314 + Matchbonus.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="47"/>
        <source>How many rounds a Turnier has; then the highest total wins.</source>
        <translation>Wie viele Runden ein Turnier hat; danach gewinnt das höchste Total.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="49"/>
        <source>Which contracts are played and what each counts: every point written is multiplied by the contract&apos;s factor. A contract not ticked cannot be announced.</source>
        <translation>Welche Spiele gespielt werden und wie viel jedes zählt: Jeder geschriebene Punkt wird mit dem Faktor des Spiels multipliziert. Ein Spiel ohne Häkchen kann nicht angesagt werden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="53"/>
        <source>Off: neither Weis nor Stöck are written (as in the Turnier).</source>
        <translation>Aus: Weder Weis noch Stöck werden geschrieben (wie im Turnier).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="55"/>
        <source>Added to the card points when a team takes all nine tricks (157 + 100 = 257; with a double deck 314 + the bonus).</source>
        <translation>Kommt zu den Kartenpunkten, wenn ein Team alle neun Stiche macht (157 + 100 = 257; mit doppelten Karten 314 + Bonus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="61"/>
        <source>Turnier: when the totals and the Matches are equal, the higher best single round wins, or both teams share the rank.</source>
        <translation>Turnier: Bei gleichem Total und gleich vielen Matches gewinnt die höhere beste Einzelrunde, oder beide Teams teilen sich den Rang.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="67"/>
        <source>The contract rows as the table plays them: each row&apos;s name, factor and kind (6 to 12 rows). The kind decides Stöck and how the row is scored.</source>
        <translation>Die Zeilen, wie der Tisch sie spielt: Name, Faktor und Art jeder Zeile (6 bis 12 Zeilen). Die Art entscheidet über Stöck und wie die Zeile gezählt wird.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="70"/>
        <source>Stöck are written (20 × the row&apos;s factor) in rows with a trump.</source>
        <translation>Stöck werden in Zeilen mit Trumpf geschrieben (20 × Faktor der Zeile).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="72"/>
        <source>Extra points for a Match, added once to 257 × factor (not multiplied); 0: none.</source>
        <translation>Zusatzpunkte für einen Match, einmal zu 257 × Faktor addiert (nicht multipliziert); 0: keine.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="78"/>
        <location filename="../../jasstafel/core/setting_words.py" line="204"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="78"/>
        <source>How many rounds are played, fixed before the game.</source>
        <translation>Wie viele Runden gespielt werden, vor dem Spiel festgelegt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="80"/>
        <source>Last round counts double</source>
        <translation>Letzte Runde zählt doppelt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="80"/>
        <source>The points of the last round are written twice.</source>
        <translation>Die Punkte der letzten Runde werden doppelt geschrieben.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="82"/>
        <source>Stöck written (20 minus points)</source>
        <translation>Stöck schreiben (20 Minuspunkte)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="82"/>
        <source>Stöck are written as 20 minus points; the club rulebook has no Stöck.</source>
        <translation>Stöck werden als 20 Minuspunkte geschrieben; das Regelwerk des Jassvereins kennt keine Stöck.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="84"/>
        <source>Handweis</source>
        <translation>Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="84"/>
        <source>Who writes Handweis: only the player with the best Weis (the usual Weis rules), or every player who has one.</source>
        <translation>Wer Handweis schreibt: nur der Spieler mit dem besten Weis (die üblichen Weisregeln) oder jeder Spieler, der einen hat.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="87"/>
        <source>Ties decided by drawing a card</source>
        <translation>Gleichstand durch Kartenziehen entscheiden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="87"/>
        <source>Which ties are decided by drawing a card: every tie, or only a tie for the win (other tied players share their rank).</source>
        <translation>Welcher Gleichstand durch Ziehen einer Karte entschieden wird: jeder oder nur der um den Sieg (andere gleichauf liegende Spieler teilen sich den Rang).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="93"/>
        <source>Counting</source>
        <translation>Zählweise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="97"/>
        <source>Who gets the Strich (Wirtshaus)</source>
        <translation>Wer den Strich bekommt (Wirtshaus)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="97"/>
        <source>Wirtshaus: the player with the fewest points (all tied lowest) gets the Strich, or everyone under the threshold.</source>
        <translation>Wirtshaus: Der Spieler mit den wenigsten Punkten (alle gleich Tiefsten) bekommt den Strich, oder jeder unter der Schwelle.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="100"/>
        <source>Threshold (Wirtshaus, under)</source>
        <translation>Schwelle (Wirtshaus, unter)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="100"/>
        <source>With “everyone under the threshold”: fewer card points than this give a Strich.</source>
        <translation>Bei «jeder unter der Schwelle»: Weniger Kartenpunkte als diese geben einen Strich.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="103"/>
        <source>Players rewarded per round (Gewinnstriche)</source>
        <translation>Striche pro Runde (Gewinnstriche)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="103"/>
        <source>Gewinnstriche: how many players get a Strich each round (all tied at the edge get one).</source>
        <translation>Gewinnstriche: Wie viele Spieler pro Runde einen Strich bekommen (alle Gleichauf an der Grenze bekommen einen).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="116"/>
        <source>The net Striche (Striche minus Nuller) that make a player Fahnder-König and end the match.</source>
        <translation>Die Netto-Striche (Striche minus Nuller), die einen Spieler zum Fahnder-König machen und das Spiel beenden.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="116"/>
        <source>Net Striche to be Fahnder-König</source>
        <translation>Netto-Striche zum Fahnder-König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="122"/>
        <source>Bids of 300 and more</source>
        <translation>Angebote ab 300</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="125"/>
        <source>Reaching 15 in the same deal</source>
        <translation>15 im selben Spiel erreicht</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="125"/>
        <source>Players who reach 15 in the same deal share the rank, or the higher total ranks first.</source>
        <translation>Spieler, die im selben Spiel 15 erreichen, teilen sich den Rang, oder das höhere Total kommt zuerst.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="128"/>
        <source>A misdeal forfeits the inheritance</source>
        <translation>Vergeben kostet das Erbe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="128"/>
        <source>A dealer who misdealt inherits nothing for the deal he gives again; off: only the misdeal itself writes nothing.</source>
        <translation>Wer vergeben hat, erbt nichts für das Spiel, das er neu gibt; aus: nur das Vergeben selbst schreibt nichts.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="134"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="134"/>
        <source>How many games are played; then the lowest total penalty wins.</source>
        <translation>Wie viele Spiele gespielt werden; danach gewinnt das tiefste Straftotal.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="136"/>
        <source>Penalty for a missing prediction</source>
        <translation>Strafe für fehlende Vorhersage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="136"/>
        <source>The penalty points of a player who made no prediction.</source>
        <translation>Die Strafpunkte eines Spielers, der nichts angesagt hat.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="141"/>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="141"/>
        <source>The higher or the lower total wins.</source>
        <translation>Das höhere oder das tiefere Total gewinnt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="143"/>
        <location filename="../../jasstafel/core/setting_words.py" line="205"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="145"/>
        <source>Lead needed at the target</source>
        <translation>Nötiger Vorsprung am Ziel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="145"/>
        <source>With a target: the best side must lead by at least this much to win (0: no lead needed).</source>
        <translation>Mit Ziel: Die beste Seite muss mindestens so viel vorne liegen, um zu gewinnen (0: kein Vorsprung nötig).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="148"/>
        <source>Fixed number of rounds</source>
        <translation>Feste Zahl Runden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="155"/>
        <source>Penalty per card of Hearts</source>
        <translation>Strafpunkte pro Herzkarte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="158"/>
        <source>Penalty per Queen</source>
        <translation>Strafpunkte pro Dame</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="160"/>
        <source>Penalty for the King of Clubs</source>
        <translation>Strafpunkte für den Kreuzkönig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="166"/>
        <source>Penalty per card of Bells</source>
        <translation>Strafpunkte pro Schellenkarte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="168"/>
        <source>Penalty per Ober</source>
        <translation>Strafpunkte pro Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="170"/>
        <source>Penalty for the King of Roses</source>
        <translation>Strafpunkte für den Rosenkönig</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="175"/>
        <source>Game 1: penalty points for every trick a player takes.</source>
        <translation>Spiel 1: Strafpunkte für jeden Stich, den ein Spieler macht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="175"/>
        <source>Penalty per trick</source>
        <translation>Strafpunkte pro Stich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="178"/>
        <source>Game 5: penalty points for the player who takes the last trick.</source>
        <translation>Spiel 5: Strafpunkte für den Spieler, der den letzten Stich macht.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="178"/>
        <source>Penalty for the last trick</source>
        <translation>Strafpunkte für den letzten Stich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="180"/>
        <source>A Domino is played as the sixth game: the finishing order gives plus points that balance the penalties.</source>
        <translation>Als sechstes Spiel wird ein Domino gespielt: Die Reihenfolge, in der die Spieler fertig werden, gibt Pluspunkte, die die Strafen ausgleichen.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="183"/>
        <source>The Domino points of the first, second, third and last player, four at the table.</source>
        <translation>Die Dominopunkte des ersten, zweiten, dritten und letzten Spielers, zu viert am Tisch.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="186"/>
        <source>The Domino points of the first, second and last player, three at the table.</source>
        <translation>Die Dominopunkte des ersten, zweiten und letzten Spielers, zu dritt am Tisch.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="189"/>
        <source>How many Guggitaler the match has (commonly one per player, each dealing first once).</source>
        <translation>Wie viele Guggitaler das Spiel hat (meist einer pro Spieler, jeder gibt einmal zuerst).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="198"/>
        <source>Which suit names are shown. With the Swisslos presets also which factors: Swisslos pairs the decks in its own way.</source>
        <translation>Welche Farbnamen gezeigt werden. Bei den Swisslos-Vorlagen auch welche Faktoren: Swisslos ordnet die Karten auf eigene Art zu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="231"/>
        <source>fixed number of rounds (Turnier)</source>
        <translation>feste Zahl Runden (Turnier)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="234"/>
        <source>only the best Weis (usual rules)</source>
        <translation>nur der beste Weis (übliche Regeln)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="235"/>
        <source>every player writes his Handweis</source>
        <translation>jeder schreibt seinen Handweis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="236"/>
        <source>every tie</source>
        <translation>jeder Gleichstand</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="237"/>
        <source>only a tie for the win</source>
        <translation>nur Gleichstand um den Sieg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="238"/>
        <source>Wirtshaus: the loser gets a Strich</source>
        <translation>Wirtshaus: Der Verlierer bekommt einen Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="239"/>
        <source>Gewinnstriche: the best get a Strich</source>
        <translation>Gewinnstriche: Die Besten bekommen einen Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="240"/>
        <source>the fewest points (all tied lowest)</source>
        <translation>die wenigsten Punkte (alle gleich Tiefsten)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="241"/>
        <source>everyone under the threshold</source>
        <translation>jeder unter der Schwelle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="243"/>
        <source>the higher total ranks first</source>
        <translation>das höhere Total zuerst</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="244"/>
        <source>the higher total wins</source>
        <translation>das höhere Total gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="245"/>
        <source>the lower total wins</source>
        <translation>das tiefere Total gewinnt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="230"/>
        <source>The value of “{label}” is missing: type a number</source>
        <translation>Der Wert für «{label}» fehlt: bitte eine Zahl eingeben</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="337"/>
        <source>A new row at the end, with the next factor</source>
        <translation>Eine neue Zeile am Schluss, mit dem nächsten Faktor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="392"/>
        <source>A new row above this one ({0})</source>
        <translation>Eine neue Zeile über dieser ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="396"/>
        <location filename="../../jasstafel/ui/settingsform.py" line="525"/>
        <source>Remove this row</source>
        <translation>Diese Zeile entfernen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="438"/>
        <source>Row {row} ×{factor} is played (entry {entry}): it cannot be removed</source>
        <translation>Zeile {row} ×{factor} ist gespielt (Eintrag {entry}): sie kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="440"/>
        <source>Row {row} ×{factor} is played (entry {entry}): its kind cannot be changed</source>
        <translation>Zeile {row} ×{factor} ist gespielt (Eintrag {entry}): ihre Art kann nicht geändert werden</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="507"/>
        <source>Row {0}: factor</source>
        <translation>Zeile {0}: Faktor</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="517"/>
        <source>Row {0}: name</source>
        <translation>Zeile {0}: Name</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="518"/>
        <source>Row {0}: kind</source>
        <translation>Zeile {0}: Art</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="519"/>
        <source>Insert a row above row {0}</source>
        <translation>Eine Zeile über Zeile {0} einfügen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="520"/>
        <source>Remove row {0}</source>
        <translation>Zeile {0} entfernen</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="536"/>
        <source>{n} rows ({low} to {high})</source>
        <translation>{n} Zeilen ({low} bis {high})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="582"/>
        <source>Row {0}: the name is missing</source>
        <translation>Zeile {0}: Der Name fehlt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="584"/>
        <source>Row {0}: a name has at most 40 characters, not {1}</source>
        <translation>Zeile {0}: Ein Name hat höchstens 40 Zeichen, nicht {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="814"/>
        <source>Target of team {0}</source>
        <translation>Ziel von Team {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="815"/>
        <source>{0}, place {1}</source>
        <translation>{0}, Platz {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="820"/>
        <source>Team {0}</source>
        <translation>Team {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="265"/>
        <source>Factor {0}</source>
        <translation>Faktor {0}</translation>
    </message>
</context>
<context>
    <name>striche</name>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="48"/>
        <source>1 Strich</source>
        <translation>1 Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="48"/>
        <source>{0} Striche</source>
        <translation>{0} Striche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="54"/>
        <source>with 1 Strich</source>
        <translation>mit 1 Strich</translation>
    </message>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="54"/>
        <source>with {0} Striche</source>
        <translation>mit {0} Strichen</translation>
    </message>
</context>
</TS>
