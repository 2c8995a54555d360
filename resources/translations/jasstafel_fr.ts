<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>BidField</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="66"/>
        <source>{label}: “{text}” is no bid: a number (100, 110 …), or mo, mm, po, pm for Misère ohne / mit and Pandur ohne / mit</source>
        <translation>{label}&#xa0;: «&#xa0;{text}&#xa0;» n’est pas une offre&#xa0;: un nombre (100, 110 …), ou mo, mm, po, pm pour misère sans / avec et bandoure sans / avec</translation>
    </message>
</context>
<context>
    <name>BidLadder</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="96"/>
        <source>{0} score points</source>
        <translation>{0} points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="108"/>
        <source>{0}: {1} score points</source>
        <translation>{0}&#xa0;: {1} points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_bid.py" line="112"/>
        <source>{0}: {1} score points (type {2})</source>
        <translation>{0}&#xa0;: {1} points marqués (taper {2})</translation>
    </message>
</context>
<context>
    <name>CardPoints</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fields.py" line="107"/>
        <source>The card points add up to {0} ({1}): a round has only {2}</source>
        <translation>Les points de cartes font {0} ({1})&#xa0;: une donne n’en a que {2}</translation>
    </message>
</context>
<context>
    <name>ClubMenu</name>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="30"/>
        <source>&amp;Club window</source>
        <translation>Fenêtre du &amp;club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="33"/>
        <source>&amp;Open club…</source>
        <translation>&amp;Ouvrir un club…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="57"/>
        <source>Club database (*.sqlite *.db);;All files (*)</source>
        <translation>Base de données du club (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/menu.py" line="58"/>
        <source>Open club</source>
        <translation>Ouvrir un club</translation>
    </message>
</context>
<context>
    <name>ClubWindow</name>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="268"/>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="269"/>
        <source>Evenings</source>
        <translation>Soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="270"/>
        <source>Rankings</source>
        <translation>Classements</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="271"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="305"/>
        <source>&amp;Club</source>
        <translation>&amp;Club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="307"/>
        <source>&amp;Open club…</source>
        <translation>&amp;Ouvrir un club…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="308"/>
        <source>&amp;New club file…</source>
        <translation>&amp;Nouveau fichier de club…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="311"/>
        <source>Sheet se&amp;ttings…</source>
        <translation>&amp;Réglages de la feuille…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="312"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="313"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="336"/>
        <source>{0} – damaged: changes will be refused</source>
        <translation>{0} – endommagé&#xa0;: les changements seront refusés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="339"/>
        <source>Jasstafel – Club – {0} (damaged)</source>
        <translation>Jasstafel – Club – {0} (endommagé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="342"/>
        <source>{0} – read only: changes will be refused</source>
        <translation>{0} – en lecture seule&#xa0;: les changements seront refusés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="345"/>
        <source>Jasstafel – Club – {0} (read only)</source>
        <translation>Jasstafel – Club – {0} (lecture seule)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="349"/>
        <source>Jasstafel – Club – {0}</source>
        <translation>Jasstafel – Club – {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="363"/>
        <source>The club file is read-only: nothing can be changed in it here.</source>
        <translation>Le fichier du club est en lecture seule&#xa0;: rien ne peut y être changé ici.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="392"/>
        <source>Club database (*.sqlite *.db);;All files (*)</source>
        <translation>Base de données du club (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="395"/>
        <source>Open club</source>
        <translation>Ouvrir un club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="403"/>
        <location filename="../../jasstafel/ui/club/window.py" line="412"/>
        <source>New club file</source>
        <translation>Nouveau fichier de club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="413"/>
        <source>{0} exists already. A new club file needs a name of its own; to work on that club, open it with Open club….

The file was not changed.</source>
        <translation>{0} existe déjà. Un nouveau fichier de club demande un nom à lui&#xa0;; pour travailler sur ce club, ouvrez-le avec «&#xa0;Ouvrir un club…&#xa0;».

Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="448"/>
        <source>The club file {0} is damaged and was not changed: nothing can be written to it. The pages show the club as it was last read. Open a backup copy (Club → Open club…), or press F5 once the file is repaired.</source>
        <translation>Le fichier du club {0} est endommagé et n’a pas été modifié&#xa0;: rien ne peut y être écrit. Les pages montrent le club tel qu’il a été lu en dernier. Ouvrez une copie de sauvegarde (Club → Ouvrir un club…), ou appuyez sur F5 une fois le fichier réparé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="451"/>
        <source>Club file damaged</source>
        <translation>Fichier du club endommagé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="495"/>
        <source>Updated: the live evening wrote a table&apos;s result.</source>
        <translation>Mis à jour&#xa0;: la soirée en direct a écrit le résultat d’une table.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="498"/>
        <source>Updated: another program changed the club.</source>
        <translation>Mis à jour&#xa0;: un autre programme a modifié le club.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="532"/>
        <source>The club file became read-only: changes will be refused.</source>
        <translation>Le fichier du club est passé en lecture seule&#xa0;: les changements seront refusés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="533"/>
        <source>The club file can be written again.</source>
        <translation>Le fichier du club peut de nouveau être écrit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="601"/>
        <source>An evening of this club is live in another program. Its draw and results are not changed here while it is live: nothing was changed.</source>
        <translation>Une soirée de ce club est en direct dans un autre programme. Son tirage et ses résultats ne sont pas modifiés ici tant qu’elle est en direct&#xa0;: rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="642"/>
        <source>No club is open.</source>
        <translation>Aucun club n’est ouvert.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="673"/>
        <source>The evening is live</source>
        <translation>La soirée est en direct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="710"/>
        <location filename="../../jasstafel/ui/club/window.py" line="720"/>
        <location filename="../../jasstafel/ui/club/window.py" line="747"/>
        <source>Cannot start the match</source>
        <translation>La partie ne peut pas commencer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="714"/>
        <source>{0} · Passe {1}</source>
        <translation>{0} · Manche {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="734"/>
        <source>Club: Passe {0}, table {1}. The match is saved to the club when it is finished.</source>
        <translation>Club&#xa0;: manche {0}, table {1}. La partie est enregistrée au club quand elle est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="748"/>
        <source>Passe {0}, table {1} is not a table of the live evening (drawn after it started?).</source>
        <translation>La manche {0}, table {1} n’est pas une table de la soirée en direct (tirée après son début&#xa0;?).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="780"/>
        <source>The club still holds the finished result of Passe {0}, table {1}: finish the match again to replace it.</source>
        <translation>Le club a encore le résultat final de la manche {0}, table {1}&#xa0;: terminez à nouveau la partie pour le remplacer.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="782"/>
        <source>The club still holds Passe {0}, table {1} as it was saved unfinished: finish the match to replace it.</source>
        <translation>Le club a encore le résultat intermédiaire enregistré de la manche {0}, table {1}&#xa0;: terminez la partie pour le remplacer.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="823"/>
        <source>played again in Jasstafel</source>
        <translation>rejouée dans Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="832"/>
        <location filename="../../jasstafel/ui/club/window.py" line="892"/>
        <source>Not saved to the club</source>
        <translation>Pas enregistrée au club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="833"/>
        <source>Passe {0}, table {1}: {2}</source>
        <translation>Manche {0}, table {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="786"/>
        <location filename="../../jasstafel/ui/club/window.py" line="841"/>
        <location filename="../../jasstafel/ui/club/window.py" line="844"/>
        <source>Saved to the club: Passe {0}, table {1}</source>
        <translation>Enregistrée au club&#xa0;: manche {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="607"/>
        <source>Evening {0} is live in another program (process {2}) at:
{1}
Its tables play from its draw, so the evening and its draw are not changed while it is live. Nothing was changed. To change them, first end the live evening, in that program or on the Oberjasser&apos;s page:
{1}admin
Meanwhile, results typed, corrected or imported in this window are written through that server.</source>
        <translation>La soirée {0} est en direct dans un autre programme (processus {2}) à l’adresse&#xa0;:
{1}
Ses tables jouent selon son tirage, donc la soirée et son tirage ne sont pas changés tant qu’elle est en direct. Rien n’a été changé. Pour les changer, terminez d’abord la soirée en direct, dans ce programme-là ou sur la page du chef de jeu&#xa0;:
{1}admin
D’ici là, les résultats saisis, corrigés ou importés dans cette fenêtre sont écrits par ce serveur.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="627"/>
        <source>Evening {0} is live from this window, at:
{1}
Its tables play from its draw. End the live evening first (End the live evening, in its window) to change the evening or its draw.</source>
        <translation>La soirée {0} est en direct depuis cette fenêtre, à l’adresse&#xa0;:
{1}
Ses tables jouent selon son tirage. Terminez d’abord la soirée en direct («&#xa0;Terminer la soirée en direct&#xa0;», dans sa fenêtre) pour modifier la soirée ou son tirage.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="856"/>
        <source>No match</source>
        <translation>Pas de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="857"/>
        <source>No match is open in the main window. Play the table with Play in Jasstafel, or import its match file.</source>
        <translation>Aucune partie n’est ouverte dans la fenêtre principale. Jouez la table avec «&#xa0;Jouer dans Jasstafel&#xa0;», ou importez son fichier de partie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="866"/>
        <source>Another table?</source>
        <translation>Une autre table&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="867"/>
        <source>The match in the main window was started for Passe {0}, table {1}. Save it to Passe {2}, table {3}?</source>
        <translation>La partie de la fenêtre principale a été commencée pour la manche {0}, table {1}. L’enregistrer pour la manche {2}, table {3}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="873"/>
        <source>saved to another table than it was started for</source>
        <translation>enregistrée à une autre table que celle pour laquelle elle a été commencée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="883"/>
        <source>Other players</source>
        <translation>D’autres joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="884"/>
        <source>The match in the main window is played by {0}; the draw seats {1} at this table. Save it anyway (the players are found by name)?</source>
        <translation>La partie de la fenêtre principale est jouée par {0}&#xa0;; le tirage place {1} à cette table. L’enregistrer quand même (les joueurs sont reconnus à leur nom)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="895"/>
        <source>saved from the main window with other players than the draw seated there</source>
        <translation>enregistrée depuis la fenêtre principale avec d’autres joueurs que ceux placés là par le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="901"/>
        <source>Replace the result?</source>
        <translation>Remplacer le résultat&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="902"/>
        <source>Passe {0}, table {1} has a result. Replace it with this match (a correction)?</source>
        <translation>La manche {0}, table {1} a un résultat. Le remplacer par cette partie (une correction)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="907"/>
        <source>Not finished</source>
        <translation>Pas terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="908"/>
        <source>The match is not finished. Save it as it stands (a partial result)? When it is finished it is saved again.</source>
        <translation>La partie n’est pas terminée. L’enregistrer telle quelle (un résultat intermédiaire)&#xa0;? Quand elle sera terminée, elle sera enregistrée à nouveau.</translation>
    </message>
</context>
<context>
    <name>CoiffeurBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="131"/>
        <source>{0} = Match (all nine tricks) · {1} = Kontermatsch: the others took every trick, 0 for the team whose cell it is</source>
        <translation>{0} = match (les neuf plis) · {1} = contre-match&#xa0;: les autres ont fait tous les plis, 0 pour l’équipe de la case</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="139"/>
        <source>Won by {0} with {1}</source>
        <translation>Victoire de {0} avec {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="150"/>
        <source>Next to announce: {0}</source>
        <translation>Fait atout ensuite&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="154"/>
        <source>{0} can no longer be caught</source>
        <translation>Hors d’atteinte&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>CoiffeurEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="114"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="129"/>
        <source>Row ({0} / {1})</source>
        <translation>Ligne ({0} / {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="150"/>
        <source>Own card points</source>
        <translation>Propres points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="154"/>
        <source>Card points missing</source>
        <translation>Il manque les points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="155"/>
        <source>a Match is written with {0}</source>
        <translation>un match s’écrit avec {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="174"/>
        <source>Match ({0})</source>
        <translation>Match ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="176"/>
        <source>All nine tricks (in Misère: no trick at all)</source>
        <translation>Les neuf plis (en misère&#xa0;: aucun pli)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="178"/>
        <source>Kontermatsch ({0})</source>
        <translation>Contre-match ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="181"/>
        <source>The announcing team took no trick: writes 0</source>
        <translation>L’équipe qui a fait atout n’a fait aucun pli&#xa0;: inscrit 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="183"/>
        <source>Stöck ({0})</source>
        <translation>Stöck ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="289"/>
        <source>{0} played {1} already ({2}). To change it: entry {3} is chosen in the history; double-click the cell, click Correct… or press {4}.</source>
        <translation>{1} déjà joué par {0} ({2}). Pour le changer&#xa0;: l’inscription {3} est choisie dans l’historique&#xa0;; double-cliquez sur la case, cliquez sur Corriger… ou appuyez sur {4}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="334"/>
        <source>Card points {0}</source>
        <translation>Points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="373"/>
        <source>{0} (played: {1})</source>
        <translation>{0} (joué&#xa0;: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="389"/>
        <source>This table does not write Stöck (its table settings).</source>
        <translation>Cette table n’inscrit pas le stöck (ses règles de table).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="392"/>
        <source>{0} has no trump: no Stöck in this row.</source>
        <translation>{0} n’a pas d’atout&#xa0;: pas de stöck dans cette ligne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="214"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="499"/>
        <source>Announced by</source>
        <translation>Atout fait par</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="112"/>
        <source>Team and row</source>
        <translation>Équipe et ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="213"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="498"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="505"/>
        <source>Deals</source>
        <translation>À la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="213"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="512"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="514"/>
        <source>Announces</source>
        <translation>Fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="224"/>
        <source>This round only: {0} instead of {1} ({2} gives it back)</source>
        <translation>Pour cette donne seulement&#xa0;: {0} au lieu de {1} ({2} rétablit)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="524"/>
        <source>The next announcer&apos;s team is chosen by itself ({teams}: another team, this round only). {up} / {down} choose the row, or the arrow keys and Enter on the grid (or type the points on the cell); type the team&apos;s own card points, or {m} Match, {k} Kontermatsch; {t} Stöck; Enter writes. A filled cell is corrected in the history ({e}).</source>
        <translation>L’équipe de celui qui fait atout est déjà choisie ({teams}&#xa0;: une autre équipe, pour cette donne seulement). {up} / {down} choisissent la ligne, ou les flèches et Entrée sur l’ardoise (ou tapez les points sur la case)&#xa0;; tapez les propres points de cartes de l’équipe, ou {m} match, {k} contre-match&#xa0;; {t} stöck&#xa0;; Entrée inscrit. Une case remplie se corrige dans l’historique ({e}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="563"/>
        <source>This team has no open row left</source>
        <translation>Cette équipe n’a plus de ligne ouverte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="603"/>
        <source>{0} for {1}</source>
        <translation>{0} pour {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="611"/>
        <source>Kontermatsch</source>
        <translation>Contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="633"/>
        <source>(Match {0} + Stöck {1}) ×{2} + {3}</source>
        <translation>(Match {0} + stöck {1}) ×{2} + {3}</translation>
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
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="617"/>
        <source>{0} card points</source>
        <translation>{0} points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="619"/>
        <source>Stöck</source>
        <translation>stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="621"/>
        <source>{0}: {1} ×{2}, {3} → {4}</source>
        <translation>{0}&#xa0;: {1} ×{2}, {3} → {4}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_entry.py" line="163"/>
        <source>Misère: the fewer card points, the better</source>
        <translation>Misère&#xa0;: moins il y a de points de cartes, mieux c’est</translation>
    </message>
</context>
<context>
    <name>CoiffeurGrid</name>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="365"/>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="379"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="380"/>
        <source>Behind</source>
        <translation>Retard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="119"/>
        <source>open: click, or type the points, to write {0} for {1}</source>
        <translation>ouverte&#xa0;: cliquez, ou tapez les points, pour inscrire {0} pour {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="123"/>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="132"/>
        <source>KM</source>
        <translation>CM</translation>
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
        <translation>Contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="124"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="126"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}&#xa0;: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/coiffeur_board.py" line="249"/>
        <source>Coiffeur board</source>
        <translation>Ardoise du coiffeur</translation>
    </message>
</context>
<context>
    <name>Conflicts</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="43"/>
        <source>Delete entry {0} first (select it, then {1}).</source>
        <translation>Supprimez d’abord l’inscription {0} (sélectionnez-la, puis {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="45"/>
        <source>To insert it, delete entry {0} first: leave the insertion ({1}), select entry {0} in the history and press {2}; then insert it again.</source>
        <translation>Pour l’insérer, supprimez d’abord l’inscription {0}&#xa0;: quittez l’insertion ({1}), sélectionnez l’inscription {0} dans l’historique et appuyez sur {2}&#xa0;; puis insérez-la à nouveau.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="48"/>
        <source>To make this change, delete entry {0} first: leave the correction ({1}), select entry {0} in the history and press {2}; then correct entry {3} again.</source>
        <translation>Pour faire ce changement, supprimez d’abord l’inscription {0}&#xa0;: quittez la correction ({1}), sélectionnez l’inscription {0} dans l’historique et appuyez sur {2}&#xa0;; puis corrigez à nouveau l’inscription {3}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="59"/>
        <source>For these rules, correct or delete entry {0} first (Cancel, then in the history); or keep the rules as they are.</source>
        <translation>Pour ces règles, corrigez ou supprimez d’abord l’inscription {0} (Annuler, puis dans l’historique)&#xa0;; ou gardez les règles telles qu’elles sont.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/conflicts.py" line="62"/>
        <source>For these rules, correct or delete entries {0} first (Cancel, then in the history); or keep the rules as they are.</source>
        <translation>Pour ces règles, corrigez ou supprimez d’abord les inscriptions {0} (Annuler, puis dans l’historique)&#xa0;; ou gardez les règles telles qu’elles sont.</translation>
    </message>
</context>
<context>
    <name>DayField</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/dayfield.py" line="73"/>
        <source>Choose the day from a calendar (from the keyboard: Alt+↓ in the date)</source>
        <translation>Choisir le jour dans un calendrier (au clavier&#xa0;: Alt+↓ dans la date)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/dayfield.py" line="75"/>
        <source>Calendar</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/dayfield.py" line="98"/>
        <source>Type the day as you write it ({0}), or Alt+↓ (F4) for a calendar</source>
        <translation>Tapez le jour comme vous l’écrivez ({0}), ou Alt+↓ (F4) pour un calendrier</translation>
    </message>
</context>
<context>
    <name>Differenzler</name>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="54"/>
        <source>Game {0} of {1}: {2} deals</source>
        <translation>Donne {0} sur {1}&#xa0;: {2} donne</translation>
    </message>
</context>
<context>
    <name>DifferenzlerBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="64"/>
        <source>Differenzler board</source>
        <translation>Ardoise de la Différence</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="43"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="88"/>
        <source>deals</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="91"/>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="93"/>
        <source>No prediction</source>
        <translation>Sans estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="96"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
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
            <numerusform>%n donne jouée · la plus petite pénalité gagne</numerusform>
            <numerusform>%n donnes jouées · la plus petite pénalité gagne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="108"/>
        <source>%n games · lowest penalty wins</source>
        <translation>
            <numerusform>%n donne · la plus petite pénalité gagne</numerusform>
            <numerusform>%n donnes · la plus petite pénalité gagne</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="113"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="118"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="118"/>
        <source>leading</source>
        <translation>en tête</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="119"/>
        <source>Yellow: won, the lowest penalty</source>
        <translation>Jaune&#xa0;: gagné, la pénalité la plus basse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="120"/>
        <source>Yellow: in the lead, the lowest penalty so far (who deals is written under his name)</source>
        <translation>Jaune&#xa0;: en tête, la pénalité la plus basse jusqu’ici (qui donne est écrit sous son nom)</translation>
    </message>
</context>
<context>
    <name>DifferenzlerEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="71"/>
        <source>Differenzler: type each player&apos;s prediction (hidden as ●●●; - or x for none), Tab to the next; after the game the card points (the last player&apos;s follow from the others&apos;); Enter writes the game. {reveal} shows the predictions.</source>
        <translation>Différence&#xa0;: tapez l’estimation de chaque joueur (cachée par ●●●&#xa0;; - ou x pour aucune), Tab pour le suivant&#xa0;; après la donne, les points de cartes (ceux du dernier joueur découlent des autres)&#xa0;; Entrée inscrit la donne. {reveal} montre les estimations.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="89"/>
        <source>The player&apos;s prediction of his own card points (0 … 157), shown as ●●● until the game is played. Type - for no prediction</source>
        <translation>L’estimation du joueur pour ses propres points de cartes (0 … 157), cachée par ●●● jusqu’à ce que la donne soit jouée. Tapez - pour aucune estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="91"/>
        <source>No prediction: {0} penalty points (or type - in the prediction)</source>
        <translation>Sans estimation&#xa0;: {0} points de pénalité (ou tapez - dans l’estimation)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="93"/>
        <source>Card points the player took (0 … 157); together 157. The last player&apos;s follow from the others&apos;</source>
        <translation>Points de cartes faits par le joueur (0 … 157)&#xa0;; ensemble 157. Ceux du dernier joueur découlent des autres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="96"/>
        <source>Prediction</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="96"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="97"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="104"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="233"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="245"/>
        <source>Show predictions ({0})</source>
        <translation>Montrer les estimations ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="108"/>
        <source>Show the predictions to the scorekeeper; they are shown anyway once every card point is typed</source>
        <translation>Montrer les estimations au secrétaire&#xa0;; elles apparaissent de toute façon dès que tous les points de cartes sont tapés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="134"/>
        <source>Prediction {0}</source>
        <translation>Estimation de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="140"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="143"/>
        <source>No prediction {0}</source>
        <translation>Sans estimation de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="146"/>
        <source>Card points {0}</source>
        <translation>Points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="221"/>
        <source>Predictions: {0} of {1}, {2} without</source>
        <translation>Estimations&#xa0;: {0} sur {1}, {2} sans</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="230"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="246"/>
        <source>Predictions shown ({0})</source>
        <translation>Estimations affichées ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="232"/>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="244"/>
        <source>Hide predictions ({0})</source>
        <translation>Cacher les estimations ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="220"/>
        <source>Predictions: {0} of {1}</source>
        <translation>Estimations&#xa0;: {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="299"/>
        <source>Card points: {0} of 157 ({1} has the rest, {2})</source>
        <translation>Points de cartes&#xa0;: {0} sur 157 ({1} a le reste, {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="302"/>
        <source>Card points: {0} of 157</source>
        <translation>Points de cartes&#xa0;: {0} sur 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="333"/>
        <source>Game {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="335"/>
        <source>%n games to play</source>
        <translation>
            <numerusform>encore %n donne à jouer</numerusform>
            <numerusform>encore %n donnes à jouer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="379"/>
        <source>{0} predictions missing: type them, or - for no prediction</source>
        <translation>Il manque {0} estimations&#xa0;: tapez-les, ou - pour aucune estimation</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="383"/>
        <source>Predictions missing for {0}: type them, or - for no prediction</source>
        <translation>
            <numerusform>Il manque l’estimation de {0}&#xa0;: tapez-la, ou - pour aucune estimation</numerusform>
            <numerusform>Il manque les estimations de {0}&#xa0;: tapez-les, ou - pour aucune estimation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="363"/>
        <source>The predictions are typed; they are written with the card points. After the game: the card points, {0} first</source>
        <translation>Les estimations sont saisies&#xa0;; elles s’inscrivent avec les points de cartes. Après la donne&#xa0;: les points de cartes, {0} d’abord</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="368"/>
        <source>Card points missing for {0}</source>
        <translation>Il manque les points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="399"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} a le reste&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="441"/>
        <source>game {0}</source>
        <translation>donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="448"/>
        <source>Game {0}: {1}</source>
        <translation>Donne {0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="365"/>
        <source>Draw the seats</source>
        <translation>Tirer les places au sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="365"/>
        <source>Draw</source>
        <translation>Tirer au sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="372"/>
        <source>Who is here tonight?</source>
        <translation>Qui est là ce soir&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="404"/>
        <source>a guest&apos;s name (not a member)</source>
        <translation>le nom d’un invité (pas membre)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="406"/>
        <source>Add guest</source>
        <translation>Ajouter un invité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="413"/>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="415"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="421"/>
        <source>Sit out instead of tables of three</source>
        <translation>Se reposer plutôt que des tables de trois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="433"/>
        <source>Draw from Passe</source>
        <translation>Tirer dès la manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="442"/>
        <source>The evening is drawn already: drawing again replaces the Passen from the one chosen on (Passen with results stay).</source>
        <translation>Le tirage de la soirée est déjà fait&#xa0;: un nouveau tirage remplace les manches dès celle choisie (les manches avec résultat restent).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="484"/>
        <source>{0} is on the list already.</source>
        <translation>{0} est déjà sur la liste.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="531"/>
        <source>{0} present: {1}</source>
        <translation>{0} présents&#xa0;: {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="532"/>
        <source>{0} present: %n tables of four</source>
        <translation>
            <numerusform>{0} présents&#xa0;: %n table de quatre</numerusform>
            <numerusform>{0} présents&#xa0;: %n tables de quatre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="535"/>
        <source>%n of three</source>
        <translation>
            <numerusform>%n de trois</numerusform>
            <numerusform>%n de trois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="537"/>
        <source>%n sit out each Passe (in turn)</source>
        <translation>
            <numerusform>%n se repose à chaque manche (à tour de rôle)</numerusform>
            <numerusform>%n se reposent à chaque manche (à tour de rôle)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="543"/>
        <source>Nobody gets the same partner twice for up to {0} Passen.</source>
        <translation>Personne n’a deux fois le même partenaire jusqu’à {0} manches.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="545"/>
        <source>Nobody meets the same opponent twice where the draw can avoid it.</source>
        <translation>Personne ne rencontre deux fois le même adversaire là où le tirage peut l’éviter.</translation>
    </message>
</context>
<context>
    <name>EditEveningDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="227"/>
        <source>Edit evening · {0}</source>
        <translation>Modifier la soirée · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="228"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="241"/>
        <source>The evening has results: its variant and table rules stay as the results were checked against them.</source>
        <translation>La soirée a des résultats&#xa0;: son jeu et ses règles de la table restent, car les résultats ont été vérifiés d’après eux.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="246"/>
        <source>Clear the draw if the new variant cannot play it (then draw again)</source>
        <translation>Effacer le tirage si le nouveau jeu ne peut pas le jouer (puis tirer à nouveau)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="252"/>
        <source>Why? (kept in the corrections log)</source>
        <translation>Pourquoi&#xa0;? (gardé dans le journal des corrections)</translation>
    </message>
</context>
<context>
    <name>EntryList</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="188"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="554"/>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1260"/>
        <source>Write (Enter)</source>
        <translation>Inscrire (Entrée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="584"/>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="896"/>
        <source>Cancel c&amp;orrection</source>
        <translation>Annuler la c&amp;orrection</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="649"/>
        <source>entry</source>
        <translation>inscription</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="712"/>
        <source>Entry {0} was deleted or undone while it was being corrected: the correction was left, nothing was written.</source>
        <translation>L’inscription {0} a été supprimée ou annulée pendant sa correction&#xa0;: la correction a été abandonnée, rien n’a été inscrit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="887"/>
        <source>Correcting entry {0}</source>
        <translation>Correction de l’inscription {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="659"/>
        <source>Won by {0}. The match is over.</source>
        <translation>Victoire de {0}. La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="666"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="895"/>
        <source>Cancel inserti&amp;on</source>
        <translation>Annuler l’inserti&amp;on</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="904"/>
        <source>Insertion: {0}</source>
        <translation>Insertion&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="904"/>
        <source>Correction: {0}</source>
        <translation>Correction&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="981"/>
        <source>{label}: {value} is typed, but a Kontermatsch gives 0 here. For the Kontermatsch, delete the {value} first, then {key}.</source>
        <translation>{label}&#xa0;: {value} est tapé, mais un contre-match donne 0 ici. Pour le contre-match, effacez d’abord le {value}, puis {key}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="983"/>
        <source>{label}: {value} is typed, but a Match gives 0 here. For the Match, delete the {value} first, then {key}.</source>
        <translation>{label}&#xa0;: {value} est tapé, mais un match donne 0 ici. Pour le match, effacez d’abord le {value}, puis {key}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1060"/>
        <source>insertion before entry {0}</source>
        <translation>insertion avant l’inscription {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1064"/>
        <source>correction of entry {0}</source>
        <translation>correction de l’inscription {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1103"/>
        <source>{entries} ({team} instead of {turn})</source>
        <translation>{entries} ({team} au lieu de {turn})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1107"/>
        <source>After the insertion, no longer announced in turn: {0}. Check and correct where needed.</source>
        <translation>Après l’insertion, l’atout n’est plus fait à tour de rôle&#xa0;: {0}. Vérifiez et corrigez si nécessaire.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1109"/>
        <source>After the deletion, no longer announced in turn: {0}. Check and correct where needed.</source>
        <translation>Après la suppression, l’atout n’est plus fait à tour de rôle&#xa0;: {0}. Vérifiez et corrigez si nécessaire.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1130"/>
        <source>entry {0}</source>
        <translation>inscription {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1131"/>
        <source>entries {0}</source>
        <translation>inscriptions {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1231"/>
        <source>Save correction (Enter)</source>
        <translation>Enregistrer la correction (Entrée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1291"/>
        <source>Discard the new entry before entry {0}?</source>
        <translation>Abandonner la nouvelle inscription avant l’inscription {0}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1292"/>
        <source>No entry is inserted; what is typed in the form is lost.</source>
        <translation>Aucune inscription n’est insérée&#xa0;; ce qui est saisi dans le formulaire sera perdu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1294"/>
        <source>Discard the correction of entry {0}?</source>
        <translation>Abandonner la correction de l’inscription {0}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1295"/>
        <source>Entry {0} stays as it was; what is changed in the form is lost.</source>
        <translation>L’inscription {0} reste telle quelle&#xa0;; ce qui est modifié dans le formulaire sera perdu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1299"/>
        <source>Typed: {0}</source>
        <translation>Saisi&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1420"/>
        <source>{0} typed on “{1}” went into no field: digits go into a number field (click it, or go back with {2}).</source>
        <translation>{0} tapé sur «&#xa0;{1}&#xa0;» n’est allé dans aucun champ&#xa0;: les chiffres vont dans un champ de nombre (cliquez-le, ou revenez-y avec {2}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="886"/>
        <source>New entry before entry {0}</source>
        <translation>Nouvelle inscription avant l’inscription {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/entrypanel.py" line="1247"/>
        <source>Insert (Enter)</source>
        <translation>Insérer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="154"/>
        <source>The round begun before the match was left was not put back: it was typed when the match had {0} entries, and the match has changed since (it has {1} now). Type it again.</source>
        <translation>La donne commencée n’a pas été remise&#xa0;: elle a été tapée quand la partie avait {0} inscriptions, et la partie a changé depuis (elle en a {1} maintenant). Tapez-la à nouveau.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="158"/>
        <source>The round typed before the crash was not put back: it was typed when the match had {0} entries, and the match has changed since (it has {1} now). Type it again.</source>
        <translation>La donne en cours de saisie avant le plantage n’a pas été remise&#xa0;: elle a été tapée quand la partie avait {0} inscriptions, et la partie a changé depuis (elle en a {1} maintenant). Tapez-la à nouveau.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="169"/>
        <source>The round begun before the match was left is back.</source>
        <translation>La donne commencée est de retour (gardée en quittant la partie).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/crashdraft.py" line="170"/>
        <source>The round being typed is back (typed before the crash).</source>
        <translation>La donne en cours de saisie est de retour (tapée avant le plantage).</translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="389"/>
        <source>Draw…</source>
        <translation>Tirage au sort…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="391"/>
        <source>Import match files…</source>
        <translation>Importer des fichiers de partie…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="393"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="397"/>
        <source>Seat list</source>
        <translation>Liste des places</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="397"/>
        <source>Table sheets (one per table, pre-filled)</source>
        <translation>Feuilles de table (une par table, pré-remplies)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="398"/>
        <source>Table cards</source>
        <translation>Cartes de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="399"/>
        <source>Seat map</source>
        <translation>Plan de la salle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="401"/>
        <source>{0}: print…</source>
        <translation>{0}&#xa0;: imprimer…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="401"/>
        <source>{0}: PDF…</source>
        <translation>{0}&#xa0;: PDF…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="410"/>
        <source>Print seat list…</source>
        <translation>Imprimer la liste des places…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="412"/>
        <source>Edit evening…</source>
        <translation>Modifier la soirée…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="415"/>
        <source>Delete evening…</source>
        <translation>Supprimer la soirée…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="418"/>
        <location filename="../../jasstafel/ui/club/evening.py" line="959"/>
        <source>Start live evening…</source>
        <translation>Lancer la soirée en direct…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="450"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="450"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="450"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="477"/>
        <source>Play in Jasstafel</source>
        <translation>Jouer dans Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="480"/>
        <source>Save to club</source>
        <translation>Enregistrer au club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="482"/>
        <source>Type paper result…</source>
        <translation>Taper le résultat de la feuille…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="484"/>
        <source>Correct result…</source>
        <translation>Corriger le résultat…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="486"/>
        <source>Remove result…</source>
        <translation>Retirer le résultat…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="624"/>
        <source>season {0}</source>
        <translation>saison {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="706"/>
        <source>playing in Jasstafel …</source>
        <translation>en jeu dans Jasstafel …</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="720"/>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="619"/>
        <source>%n Passen</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="621"/>
        <source>%n tables</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="646"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="683"/>
        <source>tie: both won</source>
        <translation>égalité&#xa0;: les deux gagnent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="681"/>
        <source>{0} won</source>
        <translation>{0} gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="80"/>
        <source>not finished</source>
        <translation>non terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="55"/>
        <source>Passe {0}, table {1}: imported from an unfinished match ({2}): it has no winner, and its figures count as they stood.</source>
        <translation>Manche {0}, table {1}&#xa0;: importée d’une partie non terminée ({2})&#xa0;: elle n’a pas de gagnant, et ses chiffres comptent tels qu’ils étaient.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="58"/>
        <source>Passe {0}, table {1}: imported from an unfinished match ({2}); its result was corrected afterwards: {3} won, and its figures count as corrected.</source>
        <translation>Manche {0}, table {1}&#xa0;: importée d’une partie non terminée ({2})&#xa0;; son résultat a été corrigé après coup&#xa0;: elle est gagnée par {3}, et ses chiffres comptent tels que corrigés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="62"/>
        <source>Passe {0}, table {1}: imported from an unfinished match ({2}); its result was corrected afterwards: it has no winner, and its figures count as corrected.</source>
        <translation>Manche {0}, table {1}&#xa0;: importée d’une partie non terminée ({2})&#xa0;; son résultat a été corrigé après coup&#xa0;: elle n’a pas de gagnant, et ses chiffres comptent tels que corrigés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="66"/>
        <source>Reason given for the correction: {0}</source>
        <translation>Raison donnée à la correction&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="42"/>
        <source>Passe {0}, table {1}: played with other table rules than the evening&apos;s: {2}.</source>
        <translation>Manche {0}, table {1}&#xa0;: jouée avec d’autres règles de la table que celles de la soirée&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/marks.py" line="45"/>
        <source>Reason given at import: {0}</source>
        <translation>Raison donnée à l’importation&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="735"/>
        <location filename="../../jasstafel/ui/club/marks.py" line="81"/>
        <source>other rules</source>
        <translation>autres règles</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="685"/>
        <source>tie: all won</source>
        <translation>égalité&#xa0;: toutes les équipes gagnent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="439"/>
        <source>&amp;Tables and results</source>
        <translation>&amp;Tables et résultats</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="686"/>
        <source>tie: {0} won</source>
        <translation>égalité&#xa0;: {0} gagnent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="711"/>
        <source>changed in Jasstafel, not saved</source>
        <translation>modifié dans Jasstafel, pas enregistré</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="712"/>
        <source>open again in Jasstafel</source>
        <translation>de nouveau en jeu dans Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="723"/>
        <source>corrected by hand</source>
        <translation>corrigé à la main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="732"/>
        <source>live, corrected by the Oberjasser</source>
        <translation>en direct, corrigé par le chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="733"/>
        <source>played in Jasstafel</source>
        <translation>joué dans Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="739"/>
        <source>typed from a paper sheet</source>
        <translation>tapé d’une feuille</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="742"/>
        <source>typed from a paper sheet · corrected</source>
        <translation>tapé d’une feuille · corrigé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="748"/>
        <source>The match in the main window was changed after this result was saved to the club (an entry undone or corrected): this result stays until the match is saved to the club again, at once when it is finished.</source>
        <translation>La partie de la fenêtre principale a été modifiée après l’enregistrement de ce résultat au club (une inscription annulée ou corrigée)&#xa0;: ce résultat reste jusqu’à ce que la partie soit de nouveau enregistrée au club, dès qu’elle est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="757"/>
        <source>Corrected by hand after the match was stored: these figures count, not the match&apos;s own ({0}).</source>
        <translation>Corrigé à la main après l’enregistrement de la partie&#xa0;: ces chiffres comptent, pas ceux de la partie ({0}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="799"/>
        <source>not drawn yet</source>
        <translation>pas encore tiré au sort</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="801"/>
        <source>%n of 1 table recorded</source>
        <translation>
            <numerusform>%n table inscrite sur 1</numerusform>
            <numerusform>%n tables inscrites sur 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="803"/>
        <source>%n of {0} tables recorded</source>
        <translation>
            <numerusform>%n table inscrite sur {0}</numerusform>
            <numerusform>%n tables inscrites sur {0}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="807"/>
        <source>Passe {0}</source>
        <translation>Manche {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="818"/>
        <source>Table {0}</source>
        <translation>Table {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="830"/>
        <source>sits out</source>
        <translation>se repose</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="842"/>
        <source>First draw the seats: Draw… (choose the members present).</source>
        <translation>D’abord tirer les places au sort&#xa0;: Tirage au sort… (choisir les membres présents).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="845"/>
        <source>Choose a table: play it in Jasstafel, type its paper result, or import match files of several tables.</source>
        <translation>Choisissez une table&#xa0;: jouez-la dans Jasstafel, tapez son résultat de la feuille, ou importez les fichiers de partie de plusieurs tables.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="855"/>
        <source>{0} went into no field: choose an open table, then “{1}”.</source>
        <translation>{0} n’est allé dans aucun champ&#xa0;: choisissez une table ouverte, puis «&#xa0;{1}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="934"/>
        <source>Live now, served by another program (process {1}) at:
{0}
The tables write on their phones; results typed here go through it.</source>
        <translation>En direct, servie par un autre programme (processus {1}) à l’adresse&#xa0;:
{0}
Les tables inscrivent sur leurs téléphones&#xa0;; les résultats saisis ici passent par lui.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="944"/>
        <source>Evening {0} of this club is live in another program at:
{1}
One evening of a club is live at a time.</source>
        <translation>La soirée {0} de ce club est en direct dans un autre programme à l’adresse&#xa0;:
{1}
Une seule soirée d’un club est en direct à la fois.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="958"/>
        <source>Show live evening</source>
        <translation>Afficher la soirée en direct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="966"/>
        <source>The evening is live from this window: shows its window (the address, the codes, the end of the evening).</source>
        <translation>La soirée est en direct depuis cette fenêtre&#xa0;: affiche sa fenêtre (l’adresse, les codes, la fin de la soirée).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="971"/>
        <source>Evening {0} of this club is live from this window: one evening of a club is live at a time. End it first (End the live evening, in its window).</source>
        <translation>La soirée {0} de ce club est en direct depuis cette fenêtre&#xa0;: une seule soirée d’un club est en direct à la fois. Terminez-la d’abord («&#xa0;Terminer la soirée en direct&#xa0;», dans sa fenêtre).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1035"/>
        <source>Passe {0}: {1} and {2}</source>
        <translation>Manche {0}&#xa0;: {1} et {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1037"/>
        <source>Partners again</source>
        <translation>De nouveau partenaires</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1038"/>
        <source>No draw without a repeated partner was found. Partners again: {0}</source>
        <translation>Aucun tirage sans partenaire répété n’a été trouvé. De nouveau partenaires&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1060"/>
        <source>Already recorded</source>
        <translation>Déjà inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1061"/>
        <source>Passe {0}, table {1} has a result: correct it instead.</source>
        <translation>La manche {0}, table {1} a un résultat&#xa0;: corrigez-le plutôt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1109"/>
        <source>Jass match (*.jass *.json);;All files (*)</source>
        <translation>Partie de jass (*.jass *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1110"/>
        <source>Import match files</source>
        <translation>Importer des fichiers de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1151"/>
        <source>Delete evening</source>
        <translation>Supprimer la soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1152"/>
        <source>Delete the evening of {0} ({1}) with its draw and {2} results? The corrections log keeps all of it.</source>
        <translation>Supprimer la soirée du {0} ({1}) avec son tirage et {2} résultats&#xa0;? Le journal des corrections garde tout.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1156"/>
        <source>deleted in the club window</source>
        <translation>supprimée dans la fenêtre du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1162"/>
        <source>Not deleted</source>
        <translation>Pas supprimé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1176"/>
        <source>Play again?</source>
        <translation>Rejouer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1177"/>
        <source>Passe {0}, table {1} has a result. Play it again? The new match replaces it when it is saved to the club.</source>
        <translation>La manche {0}, table {1} a un résultat. La rejouer&#xa0;? La nouvelle partie le remplace quand elle est enregistrée au club.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1198"/>
        <source>Table sheets · {0}</source>
        <translation>Feuilles de table · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1199"/>
        <source>Table cards · {0}</source>
        <translation>Cartes de table · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1200"/>
        <source>Seat map · {0}</source>
        <translation>Plan de la salle · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1235"/>
        <source>seats</source>
        <translation>liste-des-places</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1235"/>
        <source>table-sheets</source>
        <translation>feuilles-de-table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1236"/>
        <source>table-cards</source>
        <translation>cartes-de-table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1236"/>
        <source>seat-map</source>
        <translation>plan-de-la-salle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1244"/>
        <source>{0} as PDF</source>
        <translation>{0} en PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1256"/>
        <source>No draw yet: draw the evening first.</source>
        <translation>Pas encore de tirage&#xa0;: tirez d’abord la soirée au sort.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening.py" line="1262"/>
        <source>Not written</source>
        <translation>Pas écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="123"/>
        <source>In this window: Remove result…, then Type paper result… with the paper sheet&apos;s figures.</source>
        <translation>Dans cette fenêtre&#xa0;: «&#xa0;Retirer le résultat…&#xa0;», puis «&#xa0;Taper le résultat de la feuille…&#xa0;» avec les chiffres de la feuille.</translation>
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
        <translation>Nouvelle soirée…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evenings.py" line="84"/>
        <source>No evening chosen. Create one with New evening…</source>
        <translation>Aucune soirée choisie. Créez-en une avec «&#xa0;Nouvelle soirée…&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evenings.py" line="136"/>
        <source>All seasons</source>
        <translation>Toutes les saisons</translation>
    </message>
</context>
<context>
    <name>FahnderBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="141"/>
        <source>Fahnder sheet</source>
        <translation>Feuille du Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="240"/>
        <source>Striche</source>
        <translation>Traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="240"/>
        <source>Nuller</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="240"/>
        <source>net</source>
        <translation>net</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="241"/>
        <source>as Fahnder</source>
        <translation>comme Fahnder</translation>
    </message>
</context>
<context>
    <name>FahnderEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="111"/>
        <source>Fahnder: {fahnder} the Fahnder, type the bid, {contract} the contract, {partner} the partner, then the card points of Fahnder and partner (Tab: or of the opponents) or {match} Match; Enter writes the round. {nuller}: Nuller for a misdeed ({fahnder} the player at fault, Alt+1 / Alt+2 one or two Nuller); {round} back to the round.</source>
        <translation>Fahnder&#xa0;: {fahnder} le Fahnder, tapez l’offre, {contract} l’atout, {partner} le partenaire, puis les points de cartes du Fahnder et du partenaire (Tab&#xa0;: ou ceux des adversaires) ou {match} match&#xa0;; Entrée inscrit la donne. {nuller}&#xa0;: zéros pour une faute ({fahnder} le joueur fautif, Alt+1 / Alt+2 un ou deux zéros)&#xa0;; {round} retour à la donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="135"/>
        <source>&amp;Round</source>
        <translation>Do&amp;nne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="136"/>
        <source>&amp;Nuller for a misdeed</source>
        <translation>&amp;Zéros pour une faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="137"/>
        <source>A played round</source>
        <translation>Une donne jouée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="139"/>
        <source>Not following suit, playing out of turn, looking into cards: 1 or 2 Nuller</source>
        <translation>Ne pas fournir la couleur, jouer hors de son tour, regarder dans les cartes&#xa0;: 1 ou 2 zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="194"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="194"/>
        <source>The highest bidder ({0})</source>
        <translation>Celui qui offre le plus ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="197"/>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="198"/>
        <source>Bid</source>
        <translation>Offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="199"/>
        <source>Bid missing: type the Fahnder&apos;s bid</source>
        <translation>Il manque l’offre&#xa0;: tapez l’offre du Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="202"/>
        <source>Type the bid: any number below 150, then 150, 155, 157 or 257 (Match)</source>
        <translation>Tapez l’offre&#xa0;: n’importe quel nombre au-dessous de 150, puis 150, 155, 157 ou 257 (match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="209"/>
        <source>257 Match</source>
        <translation>257 match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="211"/>
        <source>bid {0}</source>
        <translation>offre {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="220"/>
        <source>Contract</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="237"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="237"/>
        <source>Holds the called card ({0})</source>
        <translation>A la carte appelée ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="240"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="241"/>
        <source>Card points Fahnder + partner</source>
        <translation>Points de cartes Fahnder + partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="244"/>
        <source>Card points opponents</source>
        <translation>Points de cartes adversaires</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="249"/>
        <source>Card points of Fahnder and partner together; the opponents&apos; follow (157 in all)</source>
        <translation>Points de cartes du Fahnder et de son partenaire ensemble&#xa0;; ceux des adversaires en découlent (157 en tout)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="251"/>
        <source>Or type the opponents&apos; card points</source>
        <translation>Ou tapez les points de cartes des adversaires</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="256"/>
        <source>Fahnder + partner</source>
        <translation>Fahnder + partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="259"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="262"/>
        <source>Match: all nine tricks ({0})</source>
        <translation>Match&#xa0;: les neuf plis ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="267"/>
        <source>Fahnder and partner took every trick: 157</source>
        <translation>Le Fahnder et son partenaire ont fait tous les plis&#xa0;: 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="278"/>
        <source>At fault</source>
        <translation>Fautif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="278"/>
        <source>The player at fault ({0})</source>
        <translation>Le joueur fautif ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="279"/>
        <source>Nuller</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="283"/>
        <source>1 Nuller</source>
        <translation>1 zéro</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="283"/>
        <source>2 Nuller</source>
        <translation>2 zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="289"/>
        <source>Misdeed</source>
        <translation>Faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="292"/>
        <source>Recorded only: every misdeed costs the Nuller chosen</source>
        <translation>Seulement noté&#xa0;: chaque faute coûte les zéros choisis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="301"/>
        <source>not following suit</source>
        <translation>n’a pas fourni la couleur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="302"/>
        <source>playing out of turn</source>
        <translation>a joué hors de son tour</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="303"/>
        <source>looking into cards</source>
        <translation>a regardé dans les cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="304"/>
        <source>another misdeed</source>
        <translation>une autre faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="520"/>
        <source>Deals</source>
        <translation>À la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="523"/>
        <source>Bids first</source>
        <translation>Offre en premier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="536"/>
        <source>{0}: {1}</source>
        <comment>a player&apos;s button: row, name</comment>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="547"/>
        <source>Type the bid: at least {0} (minimum bid); below 150 any number, then 150, 155, 157 or 257 (Match)</source>
        <translation>Tapez l’offre&#xa0;: au moins {0} (offre minimale)&#xa0;; au-dessous de 150 n’importe quel nombre, puis 150, 155, 157 ou 257 (match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="555"/>
        <source>Who is at fault? Choose the player ({0})</source>
        <translation>Qui est fautif&#xa0;? Choisissez le joueur ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="568"/>
        <source>Choose the contract ({0})</source>
        <translation>Choisissez l’atout ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="577"/>
        <source>Card points missing: type those of Fahnder and partner (or of the opponents), or {0} for a Match</source>
        <translation>Il manque les points de cartes&#xa0;: tapez ceux du Fahnder et du partenaire (ou des adversaires), ou {0} pour un match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="595"/>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="659"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="595"/>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="655"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}&#xa0;: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="687"/>
        <source>Round {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="649"/>
        <source>Nuller for {0}</source>
        <translation>Zéros pour {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="420"/>
        <source>Fahnder + partner {0} and opponents {1}: together they must make 157, not {2}</source>
        <translation>Fahnder + partenaire {0} et adversaires {1}&#xa0;: ensemble ils doivent faire 157, pas {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="561"/>
        <source>Who is the Fahnder? Choose the player ({0})</source>
        <translation>Qui est le Fahnder&#xa0;? Choisissez le joueur ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="572"/>
        <source>Who is the partner? Choose the player ({0})</source>
        <translation>Qui est le partenaire&#xa0;? Choisissez le joueur ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="598"/>
        <source>{0}: made. {1}</source>
        <translation>{0}&#xa0;: réussi. {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="599"/>
        <source>{0}: failed. {1}</source>
        <translation>{0}&#xa0;: chuté. {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="608"/>
        <source>{0} +{1}, {2} +{3}</source>
        <translation>{0} +{1}, {2} +{3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="611"/>
        <source>{0} {1}, {2} {3}; {4} +{5} each</source>
        <translation>{0} {1}, {2} {3}&#xa0;; {4} +{5} chacun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="650"/>
        <source>round {0}</source>
        <translation>donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="658"/>
        <source>257 (Match)</source>
        <translation>257 (match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="661"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="661"/>
        <source>failed</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="662"/>
        <source>Round {0}: {1} bids {2} in {3}, partner {4}: {5} → {6} ({7})</source>
        <translation>Donne {0}&#xa0;: {1} offre {2} à {3}, partenaire {4}&#xa0;: {5} → {6} ({7})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="668"/>
        <source>Fahnder-König: {0}</source>
        <translation>Fahnder-König&#xa0;: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="684"/>
        <source>{0} are Fahnder-Könige. The match is over.</source>
        <translation>
            <numerusform>{0} est Fahnder-König. La partie est terminée.</numerusform>
            <numerusform>{0} sont Fahnder-Könige. La partie est terminée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="692"/>
        <source>{0}: net {1} of {2}</source>
        <translation>{0}&#xa0;: net {1} sur {2}</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fields.py" line="45"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>GuggitalerBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="361"/>
        <source>Guggitaler sheet</source>
        <translation>Feuille du Guggitaler</translation>
    </message>
</context>
<context>
    <name>GuggitalerChart</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="173"/>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
</context>
<context>
    <name>GuggitalerEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="294"/>
        <source>{0}: {1} · {2}</source>
        <translation>{0}&#xa0;: {1} · {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="335"/>
        <source>Take the last one back (Backspace)</source>
        <translation>Reprendre le dernier (Retour arrière)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="337"/>
        <source>Start the order again</source>
        <translation>Recommencer l’ordre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="423"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="648"/>
        <source>{digits} or {keys}</source>
        <translation>{digits} ou {keys}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="429"/>
        <source>{0}: what did each player take?</source>
        <translation>{0}&#xa0;: qu’a pris chaque joueur&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="462"/>
        <source>{0} in all; the last empty field follows from the others&apos;.</source>
        <translation>{0} en tout&#xa0;; le dernier champ vide découle des autres.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="432"/>
        <source>{0} {1}</source>
        <comment>a count&apos;s field: game, player</comment>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="435"/>
        <source>{0}: what {1} took (0 … {2})</source>
        <translation>{0}&#xa0;: ce que {1} a pris (0 … {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="443"/>
        <source>{0}: who took it?</source>
        <translation>{0}&#xa0;: qui l’a pris&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="444"/>
        <source>{0} or a click: the player who took it, then Enter.</source>
        <translation>{0} ou un clic&#xa0;: le joueur qui l’a pris, puis Entrée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="447"/>
        <source>Domino: who finished first?</source>
        <translation>Domino&#xa0;: qui a fini le premier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="448"/>
        <source>{0} or a click: the players in the order they got rid of their cards; the last one follows.</source>
        <translation>{0} ou un clic&#xa0;: les joueurs dans l’ordre où ils se sont défaits de leurs cartes&#xa0;; le dernier en découle.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="487"/>
        <source>Taken: ? of {0}</source>
        <translation>Pris&#xa0;:&#xa0;? sur {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="490"/>
        <source>Taken: {0} of {1}</source>
        <translation>Pris&#xa0;: {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="494"/>
        <source>Taken: {0} of {1} ({2} has the rest, {3})</source>
        <translation>Pris&#xa0;: {0} sur {1} ({2} a le reste, {3})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="513"/>
        <source>{0} missing: type what each player took ({1} in all)</source>
        <translation>{0}&#xa0;: il manque les nombres – tapez ce que chaque joueur a pris ({1} en tout)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="516"/>
        <source>{0} missing for {1}</source>
        <translation>{0}&#xa0;: encore à saisir pour {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="536"/>
        <source>There is no player {0}: {1} or {2} name the players</source>
        <translation>Il n’y a pas de joueur {0}&#xa0;: {1} ou {2} désignent les joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="560"/>
        <source>{0} is in the order already ({1} takes the last one back)</source>
        <translation>{0} est déjà dans l’ordre ({1} reprend le dernier)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="614"/>
        <source>Deals</source>
        <translation>À la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="615"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="622"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="638"/>
        <source>Guggitaler {0} of {1} · game {2} of {3} · {4}</source>
        <translation>Guggitaler {0} sur {1} · jeu {2} sur {3} · {4}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="645"/>
        <source>The match is over: every game is written</source>
        <translation>La partie est terminée&#xa0;: chaque jeu est inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="655"/>
        <source>{0}: who took it? {1}</source>
        <translation>{0}&#xa0;: qui l’a pris&#xa0;? {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="660"/>
        <source>Domino: name the players in the order they finished ({0}); {1} still to name</source>
        <translation>Domino&#xa0;: nommez les joueurs dans l’ordre où ils ont fini ({0})&#xa0;; encore {1} à nommer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="674"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} a le reste&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="678"/>
        <source>(instead of {0})</source>
        <translation>(au lieu de {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="680"/>
        <source>{0} is last</source>
        <translation>{0} finit en dernier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="731"/>
        <source>The game being typed ({0}) was dropped: the game due now is {1}.</source>
        <translation>Le jeu commencé ({0}) a été abandonné&#xa0;: le jeu à jouer est maintenant {1}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="764"/>
        <source>delete the counts typed</source>
        <translation>effacez les nombres tapés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="766"/>
        <source>{0} takes the player back</source>
        <translation>{0} reprend le joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="768"/>
        <source>{0} or {1} in the form</source>
        <translation>{0} ou {1} dans le formulaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="770"/>
        <source>The form holds what you typed for the next game ({0}): deleting entry {1} would give the form another game, and the typing would be lost. Write it (Write or Enter) or clear the form first ({2}).</source>
        <translation>Le formulaire contient ce que vous avez tapé pour le jeu suivant ({0})&#xa0;: supprimer l’inscription {1} donnerait un autre jeu au formulaire, et ce qui est tapé serait perdu. Inscrivez-le (Inscrire ou Entrée) ou videz d’abord le formulaire ({2}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="816"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
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
        <translation>Guggitaler&#xa0;: plis, cœurs et dames&#xa0;: tapez ce que chaque joueur a pris, Tab pour le suivant (le nombre du dernier découle des autres)&#xa0;; Entrée inscrit le jeu. Roi de trèfle et dernier pli&#xa0;: {digits} ou {keys} le joueur qui l’a pris, Entrée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="206"/>
        <source>Guggitaler: Tricks, Bells and Ober: type what each player took, Tab to the next (the last one&apos;s follows from the others&apos;); Enter writes the game. King of Roses and last trick: {digits} or {keys} the player who took it, Enter.</source>
        <translation>Guggitaler&#xa0;: plis, grelots et Ober&#xa0;: tapez ce que chaque joueur a pris, Tab pour le suivant (le nombre du dernier découle des autres)&#xa0;; Entrée inscrit le jeu. Roi de roses et dernier pli&#xa0;: {digits} ou {keys} le joueur qui l’a pris, Entrée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_entry.py" line="211"/>
        <source>Domino: {digits} or {keys} the players in the order they finished (the last one follows), Backspace takes the last one back, Enter writes.</source>
        <translation>Domino&#xa0;: {digits} ou {keys} les joueurs dans l’ordre où ils ont fini (le dernier en découle), Retour arrière reprend le dernier, Entrée inscrit.</translation>
    </message>
</context>
<context>
    <name>HandjassBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="148"/>
        <source>Handjass slate</source>
        <translation>Ardoise du Handjass</translation>
    </message>
</context>
<context>
    <name>HandjassEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="55"/>
        <source>Handjass: {points} card points: type each player&apos;s, Tab to the next (with four players the last one&apos;s follow from the others&apos;); or {striche} Striche: {keys} gives player 1 … {n} one more Strich, or type them. Enter writes the round.</source>
        <translation>Handjass&#xa0;: {points} points de cartes&#xa0;: tapez ceux de chaque joueur, Tab pour le suivant (à quatre joueurs, ceux du dernier découlent des autres)&#xa0;; ou {striche} traits&#xa0;: {keys} donne un trait de plus au joueur 1 … {n}, ou tapez-les. Entrée inscrit la donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="72"/>
        <source>&amp;Card points</source>
        <translation>&amp;Points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="73"/>
        <source>&amp;Striche</source>
        <translation>&amp;Traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="75"/>
        <source>Every player&apos;s card points: the board decides who gets a Strich</source>
        <translation>Les points de cartes de chaque joueur&#xa0;: l’ardoise décide qui reçoit un trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="77"/>
        <source>Set the Striche of the round directly, several at once if need be</source>
        <translation>Poser directement les traits de la donne, plusieurs à la fois si besoin</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="102"/>
        <source>Card points {0}</source>
        <translation>Points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="106"/>
        <source>Card points of {0}</source>
        <translation>Points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="130"/>
        <source>Striche {0}</source>
        <translation>Traits de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="135"/>
        <source>Striche for {0} this round: 0 … {1}</source>
        <translation>Traits pour {0} dans cette donne&#xa0;: 0 … {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="142"/>
        <source>One more Strich for {0} ({1})</source>
        <translation>Un trait de plus pour {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="143"/>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="146"/>
        <source>One Strich less for {0}</source>
        <translation>Un trait de moins pour {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="145"/>
        <source>One more Strich for {0}</source>
        <translation>Un trait de plus pour {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="213"/>
        <source>Sum {0} of 157</source>
        <translation>Somme {0} sur 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="215"/>
        <source>Sum {0} (at most 157)</source>
        <translation>Somme {0} (au plus 157)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="229"/>
        <source>No Strich given: {0} gives a player one, or type them</source>
        <translation>Aucun trait donné&#xa0;: {0} en donne un à un joueur, ou tapez-les</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="239"/>
        <source>{0}; the Handjass writes card points only, Weis are not counted</source>
        <translation>{0}&#xa0;; le Handjass n’inscrit que les points de cartes, les annonces ne comptent pas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="243"/>
        <source>Card points missing: type each player&apos;s card points of the round</source>
        <translation>Il manque les points de cartes&#xa0;: tapez les points de cartes de chaque joueur pour cette donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="246"/>
        <source>Card points missing for {0}</source>
        <translation>Il manque les points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="258"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} a le reste&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="298"/>
        <source>round {0}</source>
        <translation>donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="305"/>
        <source>Round {0}: Striche set: {1}</source>
        <translation>Donne {0}&#xa0;: traits posés&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="306"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="313"/>
        <source>a Strich for {0}</source>
        <translation>un trait pour {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="315"/>
        <source>no Strich</source>
        <translation>aucun trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="316"/>
        <source>Round {0}: {1} → {2}</source>
        <translation>Donne {0}&#xa0;: {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="323"/>
        <source>{0} reached {1}</source>
        <translation>{0} a atteint {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="326"/>
        <source>{0} full</source>
        <translation>plein&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="346"/>
        <source>{0} win {1}</source>
        <translation>{0} gagnent {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="348"/>
        <source>{0} wins {1}</source>
        <translation>{0} gagne {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="350"/>
        <source>{0}. The match is over.</source>
        <translation>{0}. La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="352"/>
        <source>{0} are full</source>
        <translation>Plein&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="352"/>
        <source>{0} is full</source>
        <translation>Plein&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="353"/>
        <source>{0}: {1}. The match is over.</source>
        <translation>{0}&#xa0;; {1}. La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="365"/>
        <source>closest to full: {0} ({1} of {2})</source>
        <translation>le plus près d’être plein&#xa0;: {0} ({1} sur {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="355"/>
        <source>Round {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="210"/>
        <source>Sum {0} of 157 ({1} has the rest, {2})</source>
        <translation>Somme {0} sur 157 ({1} a le reste, {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="360"/>
        <source>the first to {0} Striche wins</source>
        <translation>le premier à {0} traits gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="361"/>
        <source>nobody has a Strich yet</source>
        <translation>personne n’a encore de trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_entry.py" line="363"/>
        <source>leading: {0} ({1} of {2})</source>
        <translation>en tête&#xa0;: {0} ({1} sur {2})</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="433"/>
        <source>Correct…</source>
        <translation>Corriger…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="438"/>
        <source>Insert before…</source>
        <translation>Insérer avant…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="440"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="441"/>
        <source>Delete the selected entry (Del); {0} brings it back</source>
        <translation>Supprimer l’inscription choisie (Suppr)&#xa0;; {0} la rétablit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="548"/>
        <source>&amp;Correct…</source>
        <translation>&amp;Corriger…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="549"/>
        <source>&amp;Insert before…</source>
        <translation>&amp;Insérer avant…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="550"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="644"/>
        <source>deletion of entry {0}</source>
        <translation>suppression de l’inscription {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="632"/>
        <source>Entry {0} deleted: Undo ({1}) brings it back when nothing is typed in the form</source>
        <translation>Inscription {0} supprimée&#xa0;: Annuler ({1}) la rétablit lorsque rien n’est tapé dans le formulaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="635"/>
        <source>Entry {0} deleted: Undo ({1}) brings it back</source>
        <translation>Inscription {0} supprimée&#xa0;: Annuler ({1}) la rétablit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="663"/>
        <source>A new entry before entry {0} is being typed: no entry is deleted or inserted meanwhile. Insert it (Insert or Enter) or leave it (Cancel insertion or {1}) first.</source>
        <translation>Une nouvelle inscription avant l’inscription {0} est en cours de saisie&#xa0;: entre-temps, aucune inscription n’est supprimée ni insérée. Insérez-la d’abord (Insérer ou Entrée) ou quittez-la (Annuler l’insertion ou {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="667"/>
        <source>Entry {0} is being corrected: no entry is deleted or inserted meanwhile. Save the correction (Save correction or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>L’inscription {0} est en cours de correction&#xa0;: entre-temps, aucune inscription n’est supprimée ni insérée. Enregistrez d’abord la correction (Enregistrer la correction ou Entrée) ou quittez-la (Annuler la correction ou {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="583"/>
        <source>There is no entry to correct yet.</source>
        <translation>Il n’y a encore aucune inscription à corriger.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="434"/>
        <source>Load the selected entry into the form, with none selected the newest (Enter, {0})</source>
        <translation>Charger l’inscription choisie dans le formulaire, sans choix la dernière (Entrée, {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/history.py" line="613"/>
        <source>Choose the entry to delete in the history (select it, then Del).</source>
        <translation>Choisissez dans l’historique l’inscription à supprimer (sélectionnez-la, puis Suppr).</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="527"/>
        <source>Import match files</source>
        <translation>Importer des fichiers de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="527"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="534"/>
        <source>Where each match goes: taken from the draw (the players of a table) or from the file (its table and title); change it where needed.</source>
        <translation>Où va chaque partie&#xa0;: d’après le tirage (les joueurs d’une table) ou d’après le fichier (sa table et son titre)&#xa0;; changez-le si besoin.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="545"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="545"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="546"/>
        <source>Passe</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="546"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="547"/>
        <source>Taken from</source>
        <translation>D’après</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="548"/>
        <source>Table rules</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="558"/>
        <source>cannot be read: {0}</source>
        <translation>illisible&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="575"/>
        <source>not imported</source>
        <translation>non importé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="682"/>
        <source>chosen by hand</source>
        <translation>choisi à la main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="684"/>
        <source>as the evening&apos;s</source>
        <translation>comme la soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="606"/>
        <source>Replace results already recorded at these tables (a correction)</source>
        <translation>Remplacer les résultats déjà inscrits à ces tables (une correction)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="608"/>
        <source>Accept unfinished matches</source>
        <translation>Accepter les parties non terminées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="609"/>
        <source>Accept matches played with other table rules than the evening&apos;s (logged with the reason below)</source>
        <translation>Accepter des parties jouées avec d’autres règles de la table que celles de la soirée (noté avec la raison ci-dessous)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="614"/>
        <source>Accept other players than the draw seated there, e.g. a substitute (logged with the reason below)</source>
        <translation>Accepter d’autres joueurs que ceux placés là par le tirage, p. ex. un remplaçant (noté avec la raison ci-dessous)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="625"/>
        <source>Why? (kept in the corrections log)</source>
        <translation>Pourquoi&#xa0;? (gardé dans le journal des corrections)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="632"/>
        <location filename="../../jasstafel/ui/club/results.py" line="738"/>
        <source>None of these files can be read: there is nothing to import.</source>
        <translation>Aucun de ces fichiers ne peut être lu&#xa0;: il n’y a rien à importer.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="694"/>
        <source>has results already</source>
        <translation>a déjà des résultats</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="701"/>
        <source>other players than drawn</source>
        <translation>autres joueurs que ceux du tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="732"/>
        <source>In this window: tick “{0}” and write the reason in the field “{1}”.</source>
        <translation>Dans cette fenêtre&#xa0;: cochez «&#xa0;{0}&#xa0;» et écrivez la raison dans le champ «&#xa0;{1}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="745"/>
        <source>Give the reason (it goes to the corrections log).</source>
        <translation>Donnez la raison (elle va dans le journal des corrections).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="788"/>
        <source>{0}: nothing was imported. {1}</source>
        <translation>{0}&#xa0;: rien n’a été importé. {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="789"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="790"/>
        <source>Nothing was imported.</source>
        <translation>Rien n’a été importé.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="386"/>
        <location filename="../../jasstafel/ui/club/live.py" line="1068"/>
        <source>Join club evening</source>
        <translation>Rejoindre la soirée du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="388"/>
        <source>The address the Oberjasser shows, and your table&apos;s code.</source>
        <translation>L’adresse que montre le chef de jeu, et le code de votre table.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="393"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="394"/>
        <source>Table code</source>
        <translation>Code de la table</translation>
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
        <translation>Soirée en direct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="149"/>
        <source>The live evening has ended on the Oberjasser&apos;s page: the tables can no longer write. The results in the club stay.</source>
        <translation>La soirée en direct a été terminée sur la page du chef de jeu&#xa0;: les tables ne peuvent plus écrire. Les résultats restent dans le club.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="156"/>
        <source>The tables open this address on a phone and type their table&apos;s code:</source>
        <translation>Les tables ouvrent cette adresse sur un téléphone et tapent le code de leur table&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="162"/>
        <source>Your own code (the Oberjasser&apos;s page): {0}</source>
        <translation>Votre propre code (la page du chef de jeu)&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="168"/>
        <source>Wall page</source>
        <translation>Page murale</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="169"/>
        <source>Oberjasser&apos;s page</source>
        <translation>Page du chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="182"/>
        <source>Passe</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="182"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="183"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="196"/>
        <source>End the live evening</source>
        <translation>Terminer la soirée en direct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="236"/>
        <source>End the live evening? The tables can no longer write on their phones; the results in the club stay.</source>
        <translation>Terminer la soirée en direct&#xa0;? Les téléphones des tables ne peuvent plus rien inscrire&#xa0;; les résultats restent dans le club.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="274"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="287"/>
        <source>The live evening needs its web server: install Jasstafel with the live extra (pip install &apos;jasstafel[live]&apos;), or use the bundle.</source>
        <translation>La soirée en direct a besoin de son serveur web&#xa0;: installez Jasstafel avec le supplément «&#xa0;live&#xa0;» (pip install &apos;jasstafel[live]&apos;), ou utilisez le paquet complet.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="300"/>
        <source>The live evening could not be started: {0}</source>
        <translation>La soirée en direct n’a pas pu être lancée&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="296"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="297"/>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="299"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="321"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="361"/>
        <source>The board only: {0} or {1} gives the whole window back</source>
        <translation>L’ardoise seule&#xa0;: {0} ou {1} rend la fenêtre entière</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="364"/>
        <source>Whole window</source>
        <translation>Fenêtre entière</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="383"/>
        <source>To correct an entry: select it in the history, then press Enter or {0}, or click Correct…</source>
        <translation>Pour corriger une inscription&#xa0;: choisissez-la dans l’historique, puis appuyez sur Entrée ou {0}, ou cliquez sur Corriger…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="386"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="669"/>
        <source>New match ({0})</source>
        <translation>Nouvelle partie ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="388"/>
        <source>Print the sheet ({0})</source>
        <translation>Imprimer la feuille ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="403"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="404"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="406"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="407"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="409"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="872"/>
        <source>&amp;Unsaved matches…</source>
        <translation>Parties non &amp;enregistrées…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="411"/>
        <source>&amp;Join club evening…</source>
        <translation>Re&amp;joindre la soirée du club…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="413"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="415"/>
        <source>&amp;Save now</source>
        <translation>Enregistrer &amp;maintenant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="420"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="424"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="714"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="438"/>
        <source>Undo &amp;history…</source>
        <translation>&amp;Historique des modifications…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="443"/>
        <source>&amp;Correct selected entry</source>
        <translation>&amp;Corriger l’inscription choisie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="447"/>
        <source>&amp;Delete selected entry</source>
        <translation>&amp;Supprimer l’inscription choisie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="453"/>
        <source>&amp;Names and details…</source>
        <translation>&amp;Noms et détails…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="457"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="715"/>
        <source>&amp;Table rules…</source>
        <translation>Règles de la &amp;table…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="463"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2538"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="479"/>
        <source>&amp;Next pane</source>
        <translation>Zone s&amp;uivante</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="481"/>
        <source>&amp;Previous pane</source>
        <translation>Zone &amp;précédente</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="489"/>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="489"/>
        <source>&amp;Chart</source>
        <translation>&amp;Graphique</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="490"/>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="496"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="498"/>
        <source>Automatic (system)</source>
        <translation>Automatique (système)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="504"/>
        <source>C&amp;lub</source>
        <translation>C&amp;lub</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="506"/>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="507"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="509"/>
        <source>&amp;Rules of this match</source>
        <translation>&amp;Règles de cette partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="512"/>
        <source>&amp;About Jasstafel</source>
        <translation>&amp;À propos de Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="672"/>
        <source>Open a match ({0})</source>
        <translation>Ouvrir une partie ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="674"/>
        <source>Unsaved matches…</source>
        <translation>Parties non enregistrées…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="697"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="738"/>
        <source>Continue: {0}</source>
        <translation>Continuer&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="738"/>
        <source>Open: {0}</source>
        <translation>Ouvrir&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="829"/>
        <source>Open match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="848"/>
        <source>Cannot open match</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="873"/>
        <source>&amp;Continue with the file</source>
        <translation>&amp;Continuer avec le fichier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="996"/>
        <source>The round begun in the form stays with the match wherever it is kept, and comes back when the match is opened again.</source>
        <translation>La donne commencée dans le formulaire reste avec la partie, où qu’elle soit gardée, et revient à la prochaine ouverture.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="999"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1114"/>
        <source>What is in the form and not yet written is dropped.</source>
        <translation>Ce qui figure dans le formulaire et n’est pas encore inscrit sera perdu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1005"/>
        <source>{0} is saved, and the round begun in the form stays with it: it comes back when {0} is opened again.</source>
        <translation>La partie est enregistrée dans {0}, et la donne commencée dans le formulaire reste avec elle&#xa0;: elle revient à la prochaine ouverture de {0}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1008"/>
        <source>What is in the form and not yet written is dropped: {0} itself is saved.</source>
        <translation>Ce qui figure dans le formulaire et n’est pas encore inscrit sera perdu&#xa0;; la partie est enregistrée dans {0}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1012"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1023"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1044"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1115"/>
        <source>&amp;Leave it</source>
        <translation>&amp;La quitter</translation>
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
        <translation>&amp;Rester</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1020"/>
        <source>What is in the form and not yet written is dropped: the match itself is kept in the club (Passe {0}, table {1}).</source>
        <translation>Ce qui figure dans le formulaire et n’est pas encore inscrit sera perdu&#xa0;; la partie elle-même est enregistrée au club (manche {0}, table {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1041"/>
        <source>What is in the form and not yet written is dropped: the match itself is kept on the live evening&apos;s server (Passe {0}, table {1}).</source>
        <translation>Ce qui figure dans le formulaire et n’est pas encore inscrit sera perdu&#xa0;; la partie elle-même est enregistrée sur le serveur de la soirée en direct (manche {0}, table {1}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1056"/>
        <source>The live evening has ended: %n entries of this table (Passe {0}, table {1}) were not sent.</source>
        <translation>
            <numerusform>La soirée en direct est terminée&#xa0;: %n inscription de cette table (manche {0}, table {1}) n’a pas été envoyée.</numerusform>
            <numerusform>La soirée en direct est terminée&#xa0;: %n inscriptions de cette table (manche {0}, table {1}) n’ont pas été envoyées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1058"/>
        <source>The live evening has ended: the last change of this table (Passe {0}, table {1}) was not sent.</source>
        <translation>La soirée en direct est terminée&#xa0;: la dernière modification de cette table (manche {0}, table {1}) n’a pas été envoyée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1061"/>
        <source>No connection to the live evening&apos;s server: %n entries of this table (Passe {0}, table {1}) were not sent.</source>
        <translation>
            <numerusform>Pas de connexion au serveur de la soirée en direct&#xa0;: %n inscription de cette table (manche {0}, table {1}) n’a pas été envoyée.</numerusform>
            <numerusform>Pas de connexion au serveur de la soirée en direct&#xa0;: %n inscriptions de cette table (manche {0}, table {1}) n’ont pas été envoyées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1064"/>
        <source>No connection to the live evening&apos;s server: the last change of this table (Passe {0}, table {1}) was not sent.</source>
        <translation>Pas de connexion au serveur de la soirée en direct&#xa0;: la dernière modification de cette table (manche {0}, table {1}) n’a pas été envoyée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1067"/>
        <source>The live evening&apos;s server refused the last change of this table (Passe {0}, table {1}):
{2}</source>
        <translation>Le serveur de la soirée en direct a refusé la dernière modification de cette table (manche {0}, table {1})&#xa0;:
{2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1070"/>
        <source>The live evening&apos;s server has not confirmed every entry of this table (Passe {0}, table {1}).</source>
        <translation>Le serveur de la soirée en direct n’a pas confirmé toutes les inscriptions de cette table (manche {0}, table {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1086"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1153"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1194"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1204"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1086"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1123"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1153"/>
        <source>&amp;Keep unsaved</source>
        <translation>&amp;Garder sans enregistrer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1120"/>
        <source>Nothing is written in this match yet, but a round is begun in its form. Keep the match among the unsaved matches (File → Unsaved matches…), and the round begun comes back when it is continued, or discard both?</source>
        <translation>Rien n’est encore inscrit dans cette partie, mais une donne est commencée dans le formulaire. Garder la partie parmi les parties non enregistrées (Fichier → Parties non enregistrées…), la donne commencée revenant quand on la continue, ou jeter les deux&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1140"/>
        <source>{0} is not saved in a file yet (%n entries). Save it in a file, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted)?</source>
        <translation>
            <numerusform>{0} n’est pas encore enregistrée dans un fichier (%n inscription). L’enregistrer dans un fichier, la garder parmi les parties non enregistrées (Fichier → Parties non enregistrées…) ou la jeter (supprimée)&#xa0;?</numerusform>
            <numerusform>{0} n’est pas encore enregistrée dans un fichier (%n inscriptions). L’enregistrer dans un fichier, la garder parmi les parties non enregistrées (Fichier → Parties non enregistrées…) ou la jeter (supprimée)&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1145"/>
        <source>{0} is not saved in a file yet (%n entries).</source>
        <translation>
            <numerusform>{0} n’est pas encore enregistrée dans un fichier (%n inscription).</numerusform>
            <numerusform>{0} n’est pas encore enregistrée dans un fichier (%n inscriptions).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1148"/>
        <source>Otherwise save it in a file, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted here: the club keeps the result it holds)?</source>
        <translation>Sinon l’enregistrer dans un fichier, la garder parmi les parties non enregistrées (Fichier → Parties non enregistrées…) ou la jeter (supprimée ici&#xa0;: le club garde le résultat qu’il a)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1123"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1154"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1194"/>
        <source>&amp;Discard</source>
        <translation>&amp;Jeter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1154"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1209"/>
        <source>&amp;Leave it in the copy</source>
        <translation>&amp;La laisser dans la copie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1215"/>
        <source>The match could not be saved:
{0}

{1} Save it elsewhere with Save as…, in a folder you may write to, or stay with it.</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;:
{0}

{1} Enregistrez-la ailleurs avec Enregistrer sous…, dans un dossier où vous pouvez écrire, ou restez-y.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1469"/>
        <source>The match could not be saved:
{0}

{1} Choose File → Save as… to save it elsewhere, in a folder you may write to.</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;:
{0}

{1} Choisissez Fichier → Enregistrer sous… pour l’enregistrer ailleurs, dans un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1716"/>
        <source>&amp;Open it</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1716"/>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1736"/>
        <source>{0}, %n entries and the round being typed: this match is deleted with that round, and cannot be brought back.</source>
        <translation>
            <numerusform>{0}, %n inscription et la donne en cours de saisie&#xa0;: cette partie est supprimée avec cette donne, sans retour possible.</numerusform>
            <numerusform>{0}, %n inscriptions et la donne en cours de saisie&#xa0;: cette partie est supprimée avec cette donne, sans retour possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1740"/>
        <source>{0}, %n entries: this match is deleted, and cannot be brought back.</source>
        <translation>
            <numerusform>{0}, %n inscription&#xa0;: cette partie est supprimée, sans retour possible.</numerusform>
            <numerusform>{0}, %n inscriptions&#xa0;: cette partie est supprimée, sans retour possible.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1760"/>
        <source>The round being typed goes with it.</source>
        <translation>La donne en cours de saisie part avec elle.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1891"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1912"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1912"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Rétablir&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2530"/>
        <source>History: Enter or {e} corrects the selected entry, Del deletes it. Undo and redo work from anywhere (a number field first undoes its own typing).</source>
        <translation>Historique&#xa0;: Entrée ou {e} corrige l’inscription choisie, Suppr la supprime. Annuler et rétablir fonctionnent de partout (un champ numérique annule d’abord sa propre saisie).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2535"/>
        <source>{esc}: back from “{mode}” to the form.</source>
        <translation>{esc}&#xa0;: de «&#xa0;{mode}&#xa0;» retour au formulaire.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1891"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1917"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1917"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Annuler&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2132"/>
        <source>Redo brings back a written entry only when nothing is typed in the form: it holds what you typed for the next entry. Write it (Write or Enter) or delete the typing first.</source>
        <translation>Rétablir ne ramène une inscription que lorsque rien n’est tapé dans le formulaire&#xa0;: il contient ce que vous avez tapé pour l’inscription suivante. Inscrivez-la (Inscrire ou Entrée) ou effacez d’abord ce qui est tapé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="847"/>
        <source>{0} cannot be opened:
{1}</source>
        <translation>{0} ne peut pas être ouvert&#xa0;:
{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="866"/>
        <source>A fuller copy waits</source>
        <translation>Une copie plus complète attend</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="867"/>
        <source>{0} lacks %n entry that its rescue copy has (kept among the unsaved matches when the file could not take it). Continue the copy (File → Unsaved matches…) to have every entry in the file; what is written into the file as it is now is not in the copy.</source>
        <translation>
            <numerusform>Il manque à {0} %n inscription que sa copie de secours contient (gardée parmi les parties non enregistrées quand le fichier n’a pas pu la recevoir). Continuez la copie (Fichier → Parties non enregistrées…) pour que le fichier ait toutes les inscriptions&#xa0;; ce qui est écrit maintenant dans le fichier tel qu’il est ne sera pas dans la copie.</numerusform>
            <numerusform>Il manque à {0} %n inscriptions que sa copie de secours contient (gardée parmi les parties non enregistrées quand le fichier n’a pas pu les recevoir). Continuez la copie (Fichier → Parties non enregistrées…) pour que le fichier ait toutes les inscriptions&#xa0;; ce qui est écrit maintenant dans le fichier tel qu’il est ne sera pas dans la copie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="885"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="903"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1598"/>
        <source>Cannot restore match</source>
        <translation>Impossible de restaurer la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1011"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1019"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1040"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1113"/>
        <source>Leave the match?</source>
        <translation>Quitter la partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1119"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1152"/>
        <source>Keep this match?</source>
        <translation>Garder cette partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1207"/>
        <source>Every entry is in a copy kept among the unsaved matches (File → Unsaved matches…).</source>
        <translation>Chaque inscription est dans une copie gardée parmi les parties non enregistrées (Fichier → Parties non enregistrées…).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1211"/>
        <source>What is not saved is only in this window: leaving would lose it.</source>
        <translation>Ce qui n’est pas enregistré n’est que dans cette fenêtre&#xa0;: quitter la partie le perdrait.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1218"/>
        <source>The match could not be saved:
{0}

{1} Save it elsewhere with Save as…, or stay with it (if the disk is full, free some space).</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;:
{0}

{1} Enregistrez-la ailleurs avec Enregistrer sous…, ou restez-y (si le disque est plein, libérez de la place).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1295"/>
        <source>{0} (copy)</source>
        <translation>{0} (copie)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1298"/>
        <source>{0} (copy {1})</source>
        <translation>{0} (copie {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1313"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1352"/>
        <source>Jass match (*.jass)</source>
        <translation>Partie de jass (*.jass)</translation>
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
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1703"/>
        <source>Saved as {0} (%n entries).</source>
        <translation>
            <numerusform>Enregistrée sous {0} (%n inscription).</numerusform>
            <numerusform>Enregistrée sous {0} (%n inscriptions).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1693"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1705"/>
        <source>{0} stays as it was.</source>
        <translation>{0} reste tel quel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1493"/>
        <source>Not saved: {0}. Every entry stays in this window; “Save as…” saves it elsewhere.</source>
        <translation>Pas enregistrée&#xa0;: {0}. Chaque inscription reste dans cette fenêtre&#xa0;; «&#xa0;Enregistrer sous…&#xa0;» l’enregistre ailleurs.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1707"/>
        <source>The rescue copy in Jasstafel&apos;s data folder is deleted: {0} has every entry now.</source>
        <translation>La copie de secours dans le dossier de données de Jasstafel est supprimée&#xa0;: {0} contient maintenant toutes les inscriptions.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1710"/>
        <source>The rescue copy in Jasstafel&apos;s data folder is deleted; {0} stays as it is.</source>
        <translation>La copie de secours dans le dossier de données de Jasstafel est supprimée&#xa0;; {0} reste tel quel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1713"/>
        <source>The unsaved copy in Jasstafel&apos;s data folder is deleted.</source>
        <translation>La copie non enregistrée dans le dossier de données de Jasstafel est supprimée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1715"/>
        <source>Open it now?</source>
        <translation>L’ouvrir maintenant&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1727"/>
        <source>Do not reopen this match?</source>
        <translation>Ne pas rouvrir cette partie&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1727"/>
        <source>{0} stays as it was saved, with its %n entries: it is only not reopened now (File → Open recent has it).</source>
        <translation>
            <numerusform>Le fichier {0} reste tel qu’il a été enregistré, avec %n inscription&#xa0;: il n’est simplement pas rouvert maintenant (Fichier → Ouvrir un fichier récent le propose).</numerusform>
            <numerusform>Le fichier {0} reste tel qu’il a été enregistré, avec ses %n inscriptions&#xa0;: il n’est simplement pas rouvert maintenant (Fichier → Ouvrir un fichier récent le propose).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1754"/>
        <source>{0}: the rescue copy of a named match ({1}), %n entries, is deleted.</source>
        <translation>
            <numerusform>{0}&#xa0;: la copie de secours d’une partie nommée ({1}), %n inscription, est supprimée.</numerusform>
            <numerusform>{0}&#xa0;: la copie de secours d’une partie nommée ({1}), %n inscriptions, est supprimée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1757"/>
        <source>{0}: the rescue copy of {1} ({2}), %n entries, is deleted.</source>
        <translation>
            <numerusform>{0}&#xa0;: la copie de secours de {1} ({2}), %n inscription, est supprimée.</numerusform>
            <numerusform>{0}&#xa0;: la copie de secours de {1} ({2}), %n inscriptions, est supprimée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1762"/>
        <source>{0} itself stays as it is, without the copy&apos;s last %n entries.</source>
        <translation>
            <numerusform>Le fichier {0} reste tel quel, sans la dernière inscription de la copie.</numerusform>
            <numerusform>Le fichier {0} reste tel quel, sans les %n dernières inscriptions de la copie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1765"/>
        <source>{0} itself stays as it is.</source>
        <translation>Le fichier {0} reste tel quel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1312"/>
        <source>Save match as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1254"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1363"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1715"/>
        <source>Saved</source>
        <translation>Enregistrée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1456"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1190"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1223"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1268"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1500"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1612"/>
        <source>Not saved</source>
        <translation>Pas enregistrée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="464"/>
        <source>&amp;Board only</source>
        <translation>Mode &amp;ardoise (l’ardoise seule)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1287"/>
        <source>Every entry stays in this window, and a copy with every entry is kept for the recovery after a crash.</source>
        <translation>Chaque inscription reste dans cette fenêtre, et une copie avec chaque inscription est gardée pour la reprise après un plantage.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1289"/>
        <source>Every entry stays in this window, but what is not saved is not on disk: a crash now would lose it.</source>
        <translation>Chaque inscription reste dans cette fenêtre, mais ce qui n’est pas enregistré n’est pas sur le disque&#xa0;: un plantage maintenant le perdrait.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1473"/>
        <source>The match could not be saved:
{0}

{1} Choose File → Save as… to save it elsewhere (or, if the disk is full, free some space).</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;:
{0}

{1} Choisissez Fichier → Enregistrer sous… pour l’enregistrer ailleurs (ou, si le disque est plein, libérez de la place).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1535"/>
        <source>Unsaved matches</source>
        <translation>Parties non enregistrées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1536"/>
        <source>There are no unsaved matches.</source>
        <translation>Il n’y a pas de partie non enregistrée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1269"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1613"/>
        <source>The match could not be saved as {0}:
{1}

{2}</source>
        <translation>La partie n’a pas pu être enregistrée sous {0}&#xa0;:
{1}

{2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1074"/>
        <source>What the server does not hold is only in this window. Save the match under a name, keep it among the unsaved matches (File → Unsaved matches…), or stay with it?</source>
        <translation>Ce que le serveur n’a pas n’est que dans cette fenêtre. Enregistrer la partie sous un nom, la garder parmi les parties non enregistrées (Fichier → Parties non enregistrées…) ou rester&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1078"/>
        <source>What the server does not hold is only in this window. Save the match under a name, keep it among the unsaved matches (File → Unsaved matches…), or stay with it while the window sends it again?</source>
        <translation>Ce que le serveur n’a pas n’est que dans cette fenêtre. Enregistrer la partie sous un nom, la garder parmi les parties non enregistrées (Fichier → Parties non enregistrées…) ou rester pendant que la fenêtre la renvoie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1084"/>
        <source>Not sent</source>
        <translation>Pas envoyé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1096"/>
        <source>The club still holds its finished result of Passe {0}, table {1}, not the match as it is now.</source>
        <translation>Le club a encore son résultat final de la manche {0}, table {1}, pas la partie telle qu’elle est maintenant.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1099"/>
        <source>The club still holds it as it was saved unfinished for Passe {0}, table {1}, not as it is now.</source>
        <translation>Le club a encore son résultat intermédiaire enregistré de la manche {0}, table {1}, pas la partie telle qu’elle est maintenant.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1103"/>
        <source>To replace it, cancel and finish the match.</source>
        <translation>Pour le remplacer, annulez et terminez la partie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1221"/>
        <source>The match could not be saved:
{0}

{1} Save it elsewhere with Save as…, or stay with it.</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;:
{0}

{1} Enregistrez-la ailleurs avec Enregistrer sous…, ou restez-y.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1261"/>
        <source>It is still saved where it was.</source>
        <translation>Elle reste enregistrée là où elle était.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1277"/>
        <source>It could not be saved where it was either ({0}): every entry stays in this window, and a copy with every entry is kept for the recovery after a crash.</source>
        <translation>Elle n’a pas pu être enregistrée là où elle était non plus ({0})&#xa0;: chaque inscription reste dans cette fenêtre, et une copie avec chaque inscription est gardée pour la reprise après un plantage.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1280"/>
        <source>It could not be saved where it was either ({0}): every entry stays in this window, but what is not saved is not on disk: a crash now would lose it.</source>
        <translation>Elle n’a pas pu être enregistrée là où elle était non plus ({0})&#xa0;: chaque inscription reste dans cette fenêtre, mais ce qui n’est pas enregistré n’est pas sur le disque&#xa0;: un plantage maintenant le perdrait.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1368"/>
        <source>Not saved: {0}</source>
        <translation>Pas enregistrée&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1477"/>
        <source>The match could not be saved:
{0}

{1} Choose File → Save as… to save it elsewhere.</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;:
{0}

{1} Choisissez Fichier → Enregistrer sous… pour l’enregistrer ailleurs.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1650"/>
        <source>{0} cannot be read as this match, so it is not written over. Save the copy under another name.</source>
        <translation>Le fichier {0} ne peut pas être lu comme cette partie&#xa0;; il n’est donc pas écrasé. Enregistrez la copie sous un autre nom.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1652"/>
        <source>{0} cannot be read as a match, so it is not written over. Save the match under another name.</source>
        <translation>Le fichier {0} ne peut pas être lu comme une partie&#xa0;; il n’est donc pas écrasé. Enregistrez la partie sous un autre nom.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1656"/>
        <source>{0} holds entries that this copy lacks; writing the copy over it would lose them, so it stays as it is. Save the copy under another name.</source>
        <translation>Le fichier {0} contient des inscriptions qui manquent à cette copie&#xa0;; écrire la copie par-dessus les perdrait, il reste donc tel quel. Enregistrez la copie sous un autre nom.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1659"/>
        <source>{0} holds entries that this match lacks; writing the match over it would lose them, so it stays as it is. Save the match under another name.</source>
        <translation>Le fichier {0} contient des inscriptions qui manquent à cette partie&#xa0;; écrire la partie par-dessus les perdrait, il reste donc tel quel. Enregistrez la partie sous un autre nom.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1686"/>
        <source>{0} holds other entries than were written (another program wrote it at the same moment).</source>
        <translation>Le fichier {0} contient d’autres inscriptions que celles écrites (un autre programme l’a écrit au même moment).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1695"/>
        <source>Every entry is still in the rescue copy in Jasstafel&apos;s data folder ({0}).</source>
        <translation>Chaque inscription est toujours dans la copie de secours du dossier de données de Jasstafel ({0}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1697"/>
        <source>Every entry is still in the unsaved copy in Jasstafel&apos;s data folder ({0}).</source>
        <translation>Chaque inscription est toujours dans la copie non enregistrée du dossier de données de Jasstafel ({0}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1742"/>
        <source>Discard this match?</source>
        <translation>Jeter cette partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1915"/>
        <source>&amp;Undo (back to the take-over from the table)</source>
        <translation>&amp;Annuler (jusqu’à la reprise de la table)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1991"/>
        <source>typing in {0}</source>
        <translation>saisie dans {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1992"/>
        <source>typing in the form</source>
        <translation>saisie dans le formulaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2097"/>
        <source>Nothing to undo or redo: no match is open</source>
        <translation>Rien à annuler ni à rétablir&#xa0;: aucune partie n’est ouverte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2099"/>
        <source>Nothing to redo: Redo brings back only what was undone</source>
        <translation>Rien à rétablir&#xa0;: Rétablir ne refait que ce qui a été annulé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2105"/>
        <source>Nothing to undo: Undo reaches back only to when the match was opened</source>
        <translation>Rien à annuler&#xa0;: Annuler ne remonte que jusqu’à l’ouverture de la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2137"/>
        <source>Undo takes back a written entry only when nothing is typed in the form: it holds what you typed for the next entry. Write it (Write or Enter) or delete the typing first; Correct… ({0}) corrects the last entry and keeps the typing.</source>
        <translation>Annuler ne reprend une inscription que lorsque rien n’est tapé dans le formulaire&#xa0;: ce qui est tapé est pour l’inscription suivante. Inscrivez-la (Inscrire ou Entrée) ou effacez d’abord ce qui est tapé&#xa0;; Corriger… ({0}) corrige la dernière inscription et garde ce qui est tapé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2160"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2224"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2252"/>
        <source>Undone: {0}</source>
        <translation>Annulé&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2156"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2224"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2252"/>
        <source>Redone: {0}</source>
        <translation>Rétabli&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2200"/>
        <source>Redo brings back a written entry only when nothing is typed in the form: a new entry before entry {0} is being typed. Insert it (Insert or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Rétablir ne ramène une inscription que lorsque rien n’est tapé dans le formulaire&#xa0;: une nouvelle inscription avant l’inscription {0} est en cours de saisie. Insérez-la d’abord (Insérer ou Entrée) ou quittez-la (Annuler la correction ou {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2205"/>
        <source>Undo takes back a written entry only when nothing is typed in the form: a new entry before entry {0} is being typed. Insert it (Insert or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Annuler ne reprend une inscription que lorsque rien n’est tapé dans le formulaire&#xa0;: une nouvelle inscription avant l’inscription {0} est en cours de saisie. Insérez-la d’abord (Insérer ou Entrée) ou quittez-la (Annuler la correction ou {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2210"/>
        <source>Redo brings back a written entry only when nothing is typed in the form: entry {0} is being corrected. Save the correction (Save correction or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Rétablir ne ramène une inscription que lorsque rien n’est tapé dans le formulaire&#xa0;: l’inscription {0} est en cours de correction. Enregistrez d’abord la correction (Enregistrer la correction ou Entrée) ou quittez-la (Annuler la correction ou {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2215"/>
        <source>Undo takes back a written entry only when nothing is typed in the form: entry {0} is being corrected. Save the correction (Save correction or Enter) or leave it (Cancel correction or {1}) first.</source>
        <translation>Annuler ne reprend une inscription que lorsque rien n’est tapé dans le formulaire&#xa0;: l’inscription {0} est en cours de correction. Enregistrez d’abord la correction (Enregistrer la correction ou Entrée) ou quittez-la (Annuler la correction ou {1}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1944"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2223"/>
        <source>what was chosen in the form</source>
        <translation>choix dans le formulaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1163"/>
        <source>The match “{0}”</source>
        <comment>who is not saved in a file yet</comment>
        <translation>La partie «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1164"/>
        <source>This match</source>
        <comment>who is not saved in a file yet</comment>
        <translation>Cette partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1172"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, in a folder you may write to, discard it (deleted), or stay with it.</source>
        <translation>
            <numerusform>{1} n’est pas encore enregistrée dans un fichier (%n inscription), et l’enregistrement automatique a échoué&#xa0;:
{0}

Ce qui n’est pas enregistré n’est que dans cette fenêtre&#xa0;: quitter la partie le perdrait. Enregistrez-la dans un fichier avec Enregistrer sous…, dans un dossier où vous pouvez écrire, jetez-la (supprimée) ou restez-y.</numerusform>
            <numerusform>{1} n’est pas encore enregistrée dans un fichier (%n inscriptions), et l’enregistrement automatique a échoué&#xa0;:
{0}

Ce qui n’est pas enregistré n’est que dans cette fenêtre&#xa0;: quitter la partie le perdrait. Enregistrez-la dans un fichier avec Enregistrer sous…, dans un dossier où vous pouvez écrire, jetez-la (supprimée) ou restez-y.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1178"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it (if the disk is full, free some space).</source>
        <translation>
            <numerusform>{1} n’est pas encore enregistrée dans un fichier (%n inscription), et l’enregistrement automatique a échoué&#xa0;:
{0}

Ce qui n’est pas enregistré n’est que dans cette fenêtre&#xa0;: quitter la partie le perdrait. Enregistrez-la dans un fichier avec Enregistrer sous…, jetez-la (supprimée) ou restez-y (si le disque est plein, libérez de la place).</numerusform>
            <numerusform>{1} n’est pas encore enregistrée dans un fichier (%n inscriptions), et l’enregistrement automatique a échoué&#xa0;:
{0}

Ce qui n’est pas enregistré n’est que dans cette fenêtre&#xa0;: quitter la partie le perdrait. Enregistrez-la dans un fichier avec Enregistrer sous…, jetez-la (supprimée) ou restez-y (si le disque est plein, libérez de la place).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1184"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it.</source>
        <translation>
            <numerusform>{1} n’est pas encore enregistrée dans un fichier (%n inscription), et l’enregistrement automatique a échoué&#xa0;:
{0}

Ce qui n’est pas enregistré n’est que dans cette fenêtre&#xa0;: quitter la partie le perdrait. Enregistrez-la dans un fichier avec Enregistrer sous…, jetez-la (supprimée) ou restez-y.</numerusform>
            <numerusform>{1} n’est pas encore enregistrée dans un fichier (%n inscriptions), et l’enregistrement automatique a échoué&#xa0;:
{0}

Ce qui n’est pas enregistré n’est que dans cette fenêtre&#xa0;: quitter la partie le perdrait. Enregistrez-la dans un fichier avec Enregistrer sous…, jetez-la (supprimée) ou restez-y.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2102"/>
        <source>Undo reaches back to the take-over from the table: what a phone or the Oberjasser wrote is taken back there</source>
        <translation>Annuler remonte jusqu’à la reprise de la table&#xa0;: ce qu’un téléphone ou le chef de jeu a écrit s’annule là-bas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2257"/>
        <source>{0} (now: {1})</source>
        <comment>the field&apos;s typing undone, and what it holds now</comment>
        <translation>{0} (maintenant&#xa0;: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2286"/>
        <source>The table rules change only when nothing is typed in the form: the form is made again for them. Write the entry (Enter) or delete the typing first; {0} leaves a correction.</source>
        <translation>Les règles de la table ne changent que lorsque rien n’est tapé dans le formulaire&#xa0;: le formulaire est refait pour elles. Inscrivez d’abord ce qui est tapé (Entrée) ou effacez-le&#xa0;; {0} abandonne une correction.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2291"/>
        <source>The names change only when nothing is typed in the form: the form is made again for them. Write the entry (Enter) or delete the typing first; {0} leaves a correction.</source>
        <translation>Les noms ne changent que lorsque rien n’est tapé dans le formulaire&#xa0;: le formulaire est refait pour eux. Inscrivez d’abord ce qui est tapé (Entrée) ou effacez-le&#xa0;; {0} abandonne une correction.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2307"/>
        <source>change of names and details</source>
        <translation>noms et détails modifiés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2331"/>
        <source>The rules of a live club evening&apos;s table are the evening&apos;s: the club sets them for every table</source>
        <translation>Les règles d’une table de la soirée en direct sont celles de la soirée&#xa0;: le club les fixe pour chaque table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2344"/>
        <source>table rules</source>
        <translation>règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2406"/>
        <source>{0} had been deleted or moved; written again with every entry</source>
        <translation>Le fichier {0} avait été supprimé ou déplacé&#xa0;; réécrit avec chaque inscription</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2475"/>
        <source>not in a file yet</source>
        <translation>pas encore dans un fichier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2476"/>
        <source>not in a file yet (autosaved)</source>
        <translation>pas encore dans un fichier (enregistrée automatiquement)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2477"/>
        <source>unnamed match</source>
        <translation>partie sans nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2478"/>
        <source>unnamed match (autosaved)</source>
        <translation>partie sans nom (enregistrée automatiquement)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2463"/>
        <source>not saved</source>
        <translation>pas enregistrée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2521"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2522"/>
        <source>The language changes when Jasstafel starts next.</source>
        <translation>La langue change au prochain démarrage de Jasstafel.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2527"/>
        <source>{menu}: {keys}.</source>
        <translation>{menu}&#xa0;: {keys}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2537"/>
        <source>The history, the chart and the statistics below the board: the menu {0}.</source>
        <translation>L’historique, le graphique et les statistiques sous l’ardoise&#xa0;: le menu {0}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2539"/>
        <source>{f6}: from the form to the history (or the chart or the statistics shown below the board) and back; {shift_f6} the other way.</source>
        <translation>{f6}&#xa0;: du formulaire à l’historique (ou au graphique ou aux statistiques affichés sous l’ardoise) et retour&#xa0;; {shift_f6} dans l’autre sens.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2545"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2557"/>
        <source>About Jasstafel</source>
        <translation>À propos de Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/mainwindow.py" line="2558"/>
        <source>&lt;h3&gt;Jasstafel {0}&lt;/h3&gt;&lt;p&gt;The Jass scoreboard for the scorekeeper and the club.&lt;/p&gt;&lt;p&gt;Every entry is saved at once; every mistake can be corrected.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jasstafel {0}&lt;/h3&gt;&lt;p&gt;L’ardoise de jass pour le secrétaire et le club.&lt;/p&gt;&lt;p&gt;Chaque inscription est enregistrée aussitôt&#xa0;; chaque erreur peut être corrigée.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MemberDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="50"/>
        <source>New member</source>
        <translation>Nouveau membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="50"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="52"/>
        <source>Rename member</source>
        <translation>Renommer le membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="52"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="58"/>
        <source>First name and surname</source>
        <translation>Prénom et nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="59"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="62"/>
        <source>optional, for seat lists</source>
        <translation>facultatif, pour les listes des places</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="63"/>
        <source>Short name</source>
        <translation>Nom court</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="65"/>
        <source>Names and short names are unique; a name cannot be a number.</source>
        <translation>Les noms et les noms courts sont uniques&#xa0;; un nom ne peut pas être un nombre.</translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="111"/>
        <source>Show inactive members</source>
        <translation>Montrer les membres inactifs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="115"/>
        <source>Show guests</source>
        <translation>Montrer les invités</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="124"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="124"/>
        <source>Short name</source>
        <translation>Nom court</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="125"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="141"/>
        <source>Add member…</source>
        <translation>Ajouter un membre…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="143"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="145"/>
        <location filename="../../jasstafel/ui/club/members.py" line="223"/>
        <source>Deactivate</source>
        <translation>Désactiver</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="147"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="154"/>
        <source>A member with results cannot be deleted: deactivate him. An inactive member is not offered for the draw and stays in every ranking.</source>
        <translation>Un membre qui a des résultats ne peut pas être supprimé&#xa0;: désactivez-le. Un membre inactif n’est pas proposé au tirage et reste dans chaque classement.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/members.py" line="177"/>
        <source>%n members</source>
        <translation>
            <numerusform>%n membre</numerusform>
            <numerusform>%n membres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/members.py" line="178"/>
        <source>%n active</source>
        <translation>
            <numerusform>%n actif</numerusform>
            <numerusform>%n actifs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="184"/>
        <source>guest</source>
        <translation>sur invitation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="185"/>
        <source>active</source>
        <translation>membre actif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="185"/>
        <source>inactive</source>
        <translation>membre inactif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="220"/>
        <source>Make a member</source>
        <translation>En faire un membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="222"/>
        <source>Reactivate</source>
        <translation>Réactiver</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="266"/>
        <source>Member</source>
        <translation>Membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="274"/>
        <source>Delete member</source>
        <translation>Supprimer le membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="275"/>
        <source>Delete {0}? Only a member without results can be deleted.</source>
        <translation>Supprimer {0}&#xa0;? Seul un membre sans résultats peut être supprimé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="282"/>
        <source>Not deleted</source>
        <translation>Pas supprimé</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/messages.py" line="197"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/messages.py" line="198"/>
        <source>&amp;Go on typing</source>
        <translation>&amp;Continuer la saisie</translation>
    </message>
</context>
<context>
    <name>Molotow</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="58"/>
        <source>{0} wins with %n points</source>
        <translation>
            <numerusform>{0} gagne avec %n point</numerusform>
            <numerusform>{0} gagne avec %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="66"/>
        <source>(drew {0} against {1})</source>
        <translation>(a tiré {0} contre {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="69"/>
        <source>(drew the higher card)</source>
        <translation>(a tiré la carte la plus haute)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="70"/>
        <source>(drew the highest card)</source>
        <translation>(a tiré la carte la plus haute)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="81"/>
        <source>Tie on {0} between {1}: draw a card</source>
        <translation>Égalité à {0} entre {1}&#xa0;: tirez une carte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="84"/>
        <source>Round {0} of {1}: {2} deals</source>
        <translation>Donne {0} sur {1}&#xa0;: {2} donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="87"/>
        <source>(counts double)</source>
        <translation>(compte double)</translation>
    </message>
</context>
<context>
    <name>MolotowBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="97"/>
        <source>Molotow board</source>
        <translation>Ardoise du Molotow</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="102"/>
        <source>higher card</source>
        <translation>carte plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="102"/>
        <source>lower card</source>
        <translation>carte plus basse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="103"/>
        <source>highest card</source>
        <translation>la plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="103"/>
        <source>2nd highest</source>
        <translation>2e plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="103"/>
        <source>3rd highest</source>
        <translation>3e plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="104"/>
        <source>4th highest</source>
        <translation>4e plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="104"/>
        <source>5th highest</source>
        <translation>5e plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="104"/>
        <source>6th highest</source>
        <translation>6e plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="109"/>
        <source>higher</source>
        <translation>haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="109"/>
        <source>lower</source>
        <translation>basse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="132"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="140"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="200"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="248"/>
        <source>counts double</source>
        <translation>compte double</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="136"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="199"/>
        <source>{0} of 157 card points</source>
        <translation>{0} sur 157 points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="144"/>
        <source>deals</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="147"/>
        <source>Handweis</source>
        <translation>Annonces de main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="150"/>
        <source>Tischweis</source>
        <translation>Annonces de table</translation>
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
        <translation>Carte tirée</translation>
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
            <numerusform>%n donne jouée · le moins de points gagne</numerusform>
            <numerusform>%n donnes jouées · le moins de points gagne</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="186"/>
        <source>All rounds played · tie: draw a card</source>
        <translation>Toutes les donnes jouées · égalité&#xa0;: tirez une carte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="188"/>
        <source>%n rounds · fewest points win</source>
        <translation>
            <numerusform>%n donne · le moins de points gagne</numerusform>
            <numerusform>%n donnes · le moins de points gagne</numerusform>
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
        <translation>gagné</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="206"/>
        <source>leading</source>
        <translation>en tête</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="207"/>
        <source>Yellow: won, the fewest points</source>
        <translation>Jaune&#xa0;: gagné, le moins de points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="208"/>
        <source>Yellow: in the lead, the fewest points so far (who deals is written under his name)</source>
        <translation>Jaune&#xa0;: en tête, le moins de points jusqu’ici (qui donne est écrit sous son nom)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="232"/>
        <source>Weis, Stöck</source>
        <translation>Annonces, stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="233"/>
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="240"/>
        <source>Small: Handweis (HW), Tischweis (TW), Stöck (St); green minus, red plus. Big: the round&apos;s points.</source>
        <translation>En petit&#xa0;: annonces de main (AM), de table (AT), stöck (St)&#xa0;; en vert moins, en rouge plus. En grand&#xa0;: les points de la donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="242"/>
        <source>Small: Handweis (HW), Tischweis (TW); green minus, red plus. Big: the round&apos;s points.</source>
        <translation>En petit&#xa0;: annonces de main (AM), de table (AT)&#xa0;; en vert moins, en rouge plus. En grand&#xa0;: les points de la donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="252"/>
        <source>Round counts double, or has fewer than 157 card points (a card left over)</source>
        <translation>Donne comptée double, ou de moins de 157 points de cartes (une carte de reste)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="255"/>
        <source>Round with fewer than 157 card points (a card left over)</source>
        <translation>Donne de moins de 157 points de cartes (une carte de reste)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="256"/>
        <source>Round counts double</source>
        <translation>Donne comptée double</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="29"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="274"/>
        <source>HW−{0}</source>
        <translation>AM−{0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="30"/>
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="278"/>
        <source>TW+{0}</source>
        <translation>AT+{0}</translation>
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
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="74"/>
        <source>Molotow: type each player&apos;s card points, Tab to the next (with 3, 4 or 6 players the last one&apos;s follow from the others&apos;); Tab on to Handweis and Tischweis; Enter writes the round.</source>
        <translation>Molotow&#xa0;: tapez les points de cartes de chaque joueur, Tab pour le suivant (à 3, 4 ou 6 joueurs, ceux du dernier découlent des autres)&#xa0;; Tab encore pour les annonces de main et de table&#xa0;; Entrée inscrit la donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="78"/>
        <source>{keys}: Stöck for player 1 … {n}.</source>
        <translation>{keys}&#xa0;: stöck pour le joueur 1 … {n}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="81"/>
        <source>A tie after the last round: {draw} lets the board draw the cards, or name the players from the highest card down with {keys}.</source>
        <translation>Une égalité après la dernière donne&#xa0;: {draw} laisse l’ardoise tirer les cartes, ou nommez les joueurs de la carte la plus haute à la plus basse avec {keys}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="104"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="104"/>
        <source>Handweis −</source>
        <translation>Annonces de main −</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="104"/>
        <source>Tischweis +</source>
        <translation>Annonces de table +</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="105"/>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="210"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="106"/>
        <source>Card points of the tricks the player took (0 … 157); with 3, 4 or 6 players the last empty field follows from the others&apos;</source>
        <translation>Points de cartes des plis faits par le joueur (0 … 157)&#xa0;; à 3, 4 ou 6 joueurs, le dernier champ vide découle des autres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="108"/>
        <source>Weis from the player&apos;s own hand: written as minus points (20, 50, 100 … or a sum of them)</source>
        <translation>Annonces de la main du joueur&#xa0;: inscrites en points négatifs (20, 50, 100 … ou leur somme)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="110"/>
        <source>Weis lying in a trick the player took: written as plus points</source>
        <translation>Annonces dans un pli que le joueur a fait&#xa0;: inscrites en points positifs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="124"/>
        <source>Tie: draw a card</source>
        <translation>Égalité&#xa0;: tirez une carte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="132"/>
        <source>Let the board draw the cards ({0})</source>
        <translation>Laisser l’ardoise tirer les cartes ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="111"/>
        <source>King and Ober of trump: 20 minus points (table setting)</source>
        <translation>Le roi et la dame d’atout&#xa0;: 20 points négatifs (règle de la table)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="136"/>
        <source>The board draws a card of the 36 for each tied player; the higher card wins (6 lowest, Ace highest; {0} &gt; {1} &gt; {2} &gt; {3})</source>
        <translation>L’ardoise tire une des 36 cartes pour chaque joueur à égalité&#xa0;; la carte la plus haute gagne (le 6 la plus basse, l’as la plus haute&#xa0;; {0} &gt; {1} &gt; {2} &gt; {3})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="151"/>
        <source>Start the order again</source>
        <translation>Recommencer l’ordre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="187"/>
        <source>Card points {0}</source>
        <translation>Points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="192"/>
        <source>Handweis {0}</source>
        <translation>Annonces de main de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="194"/>
        <source>{label}: type {plain}, not {value}: a Handweis is typed without a minus, the board subtracts it</source>
        <translation>{label}&#xa0;: tapez {plain}, pas {value}&#xa0;: les annonces de main se tapent sans signe moins, le tableau les soustrait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="200"/>
        <source>Tischweis {0}</source>
        <translation>Annonces de table de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="197"/>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="203"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="288"/>
        <source>Card points: {0} of 157 ({1} has the rest, {2})</source>
        <translation>Points de cartes&#xa0;: {0} sur 157 ({1} a le reste, {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="291"/>
        <source>Card points: {0} of 157</source>
        <translation>Points de cartes&#xa0;: {0} sur 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="324"/>
        <source>Tie on {0} between {1}</source>
        <translation>Égalité à {0} entre {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="339"/>
        <source>Or record the cards drawn at the table: who drew the higher card?</source>
        <translation>Ou inscrivez les cartes tirées à la table&#xa0;: qui a tiré la carte la plus haute&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="342"/>
        <source>Or record the cards drawn at the table: name the players from the highest card down</source>
        <translation>Ou inscrivez les cartes tirées à la table&#xa0;: nommez les joueurs de la carte la plus haute à la plus basse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="391"/>
        <source>Cards drawn: {0}</source>
        <translation>Cartes tirées&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="429"/>
        <source>Round {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="430"/>
        <source>(counts double)</source>
        <translation>(compte double)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="432"/>
        <source>This round counts double</source>
        <translation>Cette donne compte double</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="433"/>
        <source>%n rounds to play</source>
        <translation>
            <numerusform>encore %n donne à jouer</numerusform>
            <numerusform>encore %n donnes à jouer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="441"/>
        <source>Name the tied players from the highest card down ({0}), or let the board draw ({1})</source>
        <translation>Nommez les joueurs à égalité de la carte la plus haute à la plus basse ({0}), ou laissez l’ardoise tirer ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="458"/>
        <source>Card points missing: type each player&apos;s card points of the round</source>
        <translation>Il manque les points de cartes&#xa0;: tapez les points de cartes de chaque joueur pour cette donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="461"/>
        <source>Card points missing for {0}</source>
        <translation>Il manque les points de cartes de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="487"/>
        <source>{0} has the rest: {1}</source>
        <translation>{0} a le reste&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="507"/>
        <source>Recorded: {0}</source>
        <translation>Inscrit&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="550"/>
        <source>card draw</source>
        <translation>tirage de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="551"/>
        <source>round {0}</source>
        <translation>donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="561"/>
        <source>Board drew for the tie on {0}: {1}</source>
        <translation>L’ardoise a tiré pour l’égalité à {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="562"/>
        <source>Card draw for the tie on {0}: {1}</source>
        <translation>Tirage de cartes pour l’égalité à {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="570"/>
        <source>Round {0} (counted double): {1}</source>
        <translation>Donne {0} (comptée double)&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="571"/>
        <source>Round {0}: {1}</source>
        <translation>Donne {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="575"/>
        <source>Handweis {0} {1}</source>
        <translation>annonces de main {0} {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="579"/>
        <source>Tischweis {0} {1}</source>
        <translation>annonces de table {0} {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="582"/>
        <source>Stöck {0}</source>
        <translation>stöck {0}</translation>
    </message>
</context>
<context>
    <name>MolotowSheet</name>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="192"/>
        <source>Weis</source>
        <translation>Ann.</translation>
    </message>
</context>
<context>
    <name>NamesDialog</name>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="60"/>
        <source>Names and details</source>
        <translation>Noms et détails</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="65"/>
        <source>The seats, the teams, the variant, the table settings and the entries stay as they are.</source>
        <translation>Les places, les équipes, le jeu, les règles de la table et les inscriptions restent tels quels.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="79"/>
        <source>Players in seat order (the order of play)</source>
        <translation>Joueurs dans l’ordre des places (l’ordre du jeu)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="85"/>
        <source>Seat {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="102"/>
        <source>For the sheet (optional)</source>
        <translation>Pour la feuille (facultatif)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="109"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="110"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="111"/>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="112"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="127"/>
        <source>&amp;Change</source>
        <translation>&amp;Modifier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="129"/>
        <source>Cance&amp;l</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="235"/>
        <source>Drop the changes?</source>
        <translation>Abandonner les modifications&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/namesdialog.py" line="236"/>
        <source>The names and details typed in this dialog are dropped; the match keeps its own.</source>
        <translation>Les noms et détails saisis dans cette fenêtre seront perdus&#xa0;; la partie garde les siens.</translation>
    </message>
</context>
<context>
    <name>NewCodeDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="411"/>
        <source>New table code</source>
        <translation>Nouveau code de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="414"/>
        <source>The Oberjasser renewed the code of this table (Passe {0}, table {1}): the old one no longer works. The entries not yet sent wait on this computer. Type the table&apos;s new code (the Oberjasser has it):</source>
        <translation>Le chef de jeu a renouvelé le code de cette table (manche {0}, table {1})&#xa0;: l’ancien ne fonctionne plus. Les inscriptions pas encore envoyées attendent sur cet ordinateur. Tapez le nouveau code de la table (le chef de jeu l’a)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="420"/>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
</context>
<context>
    <name>NewEveningDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="71"/>
        <source>New club evening</source>
        <translation>Nouvelle soirée du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="71"/>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="79"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="82"/>
        <source>e.g. Rössli, Muri</source>
        <translation>p. ex. Café du Commerce, Bulle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="83"/>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="86"/>
        <source>optional, e.g. Donnschtig-Jass</source>
        <translation>facultatif, p. ex. Jass du jeudi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="87"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="90"/>
        <source>the year of the date, or e.g. 2025/26</source>
        <translation>l’année de la date, ou p. ex. 2025/26</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="91"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="96"/>
        <source>Variant</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="99"/>
        <source>Preset</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="104"/>
        <source>Passen per table</source>
        <translation>Manches par table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="108"/>
        <source>as the draw gives</source>
        <translation>selon le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="109"/>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="111"/>
        <source>Table settings</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="200"/>
        <source>Date: {0} is not a day; type it as {1}</source>
        <translation>Date&#xa0;: {0} n’est pas un jour&#xa0;; l’écrire ainsi&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="506"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="713"/>
        <source>Filled in from the open match: change what should differ.</source>
        <translation>Repris de la partie ouverte&#xa0;: modifiez ce qui doit changer.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="535"/>
        <source>&amp;Variant</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="116"/>
        <source>Team {0} is called “{1}” but plays with {2} (seats {3}).</source>
        <translation>L’équipe {0} s’appelle «&#xa0;{1}&#xa0;», mais elle joue avec {2} (places {3}).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="544"/>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="551"/>
        <source>&amp;Preset</source>
        <translation>&amp;Règlement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="570"/>
        <source>Players in seat order (the order of play)</source>
        <translation>Joueurs dans l’ordre des places (l’ordre du jeu)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="573"/>
        <source>The number of players is missing: type it</source>
        <translation>Il manque le nombre de joueurs&#xa0;: tapez-le</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="581"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="974"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="584"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="586"/>
        <source>Empty: each plays for themselves. A number: the players play in that many teams, partners sitting that many seats apart (6 players in 3 teams: seats 1 + 4, 2 + 5, 3 + 6); each team&apos;s points are typed together.</source>
        <translation>Vide&#xa0;: chacun joue pour soi. Un nombre&#xa0;: les joueurs jouent en autant d’équipes, les partenaires assis à autant de places d’écart (6 joueurs en 3 équipes&#xa0;: places 1 + 4, 2 + 5, 3 + 6)&#xa0;; les points d’une équipe se tapent ensemble.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="599"/>
        <source>empty: each for themselves</source>
        <translation>vide&#xa0;: chacun pour soi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="609"/>
        <source>Table settings</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="613"/>
        <source>For the sheet (optional)</source>
        <translation>Pour la feuille (facultatif)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="616"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="625"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="619"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="626"/>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="621"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="626"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="625"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="629"/>
        <source>The day of the match, as {0}; any other text is printed as typed</source>
        <translation>Le jour de la partie, p. ex. {0}&#xa0;; un autre texte est imprimé tel qu’il est tapé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="243"/>
        <source>Announces first</source>
        <translation>Fait atout en premier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="653"/>
        <source>&amp;Start</source>
        <translation>C&amp;ommencer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="655"/>
        <source>Cance&amp;l</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="710"/>
        <source>The names come from the open match ({0}); the game and its rules are the ones chosen here.</source>
        <translation>Les noms viennent de la partie ouverte ({0})&#xa0;; le jeu et ses règles sont ceux choisis ici.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="716"/>
        <source>Filled in from the open match, without its rounds ({0} keeps them with other rules).</source>
        <translation>Repris de la partie ouverte, sans ses donnes ({0} les garde avec d’autres règles).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="847"/>
        <source>Any cards: the board of this game names no suit</source>
        <translation>Cartes au choix&#xa0;: l’ardoise de ce jeu ne nomme aucune couleur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="854"/>
        <source>This game&apos;s board names no suit, so the cards make no difference here; the cards chosen for the other games stay as they were.</source>
        <translation>L’ardoise de ce jeu ne nomme aucune couleur&#xa0;: les cartes n’y changent rien&#xa0;; les cartes choisies pour les autres jeux restent telles quelles.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="945"/>
        <source>This game is played by {0}.</source>
        <translation>Ce jeu se joue à {0}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="1289"/>
        <source>Drop the new match?</source>
        <translation>Abandonner la nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="1290"/>
        <source>What is typed in this dialog is dropped.</source>
        <translation>Ce qui est saisi dans cette fenêtre sera perdu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="230"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="572"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="941"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="541"/>
        <source>The suit names on the board, and which presets are offered: Swisslos counts the suits of the French deck differently (Hearts and Diamonds ×1, Spades and Clubs ×2).</source>
        <translation>Les noms des couleurs sur l’ardoise, et les règlements proposés&#xa0;: Swisslos compte autrement les couleurs des cartes françaises (cœur et carreau ×1, pique et trèfle ×2).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="963"/>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="238"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="956"/>
        <source>Seat {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="161"/>
        <source>Team {0} (seats {1})</source>
        <translation>Équipe {0} (places {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="244"/>
        <source>Deals first</source>
        <translation>Donne en premier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/newmatch.py" line="96"/>
        <source>Team {0}</source>
        <translation>Équipe {0}</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="339"/>
        <source>{label}: more digits than any score (at most {digits})</source>
        <translation>{label}&#xa0;: plus de chiffres qu’aucun score (au plus {digits})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="348"/>
        <source>{label}: the thousands mark separates groups of three digits (1&apos;234)</source>
        <translation>{label}&#xa0;: le séparateur des milliers sépare des groupes de trois chiffres (1&apos;234)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="351"/>
        <source>{label}: in “{text}” the thousands mark is misplaced: it separates groups of three digits (1&apos;234)</source>
        <translation>{label}&#xa0;: dans «&#xa0;{text}&#xa0;», le séparateur des milliers est mal placé&#xa0;: il sépare des groupes de trois chiffres (1&apos;234)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="356"/>
        <source>{label}: not a whole number</source>
        <translation>{label}&#xa0;: pas un nombre entier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="360"/>
        <source>{label}: “{text}” is not a whole number: a thousands mark is written &apos; (1&apos;000)</source>
        <translation>{label}&#xa0;: «&#xa0;{text}&#xa0;» n’est pas un nombre entier&#xa0;: le séparateur des milliers s’écrit &apos; (1&apos;000)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="362"/>
        <source>{label}: “{text}” is not a whole number</source>
        <translation>{label}&#xa0;: «&#xa0;{text}&#xa0;» n’est pas un nombre entier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="389"/>
        <source>{maximum} ({why})</source>
        <translation>{maximum} ({why})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="391"/>
        <source>{label}: at most {maximum}</source>
        <translation>{label}&#xa0;: au plus {maximum}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="393"/>
        <source>{label}: at most {maximum}, not {value}</source>
        <translation>{label}&#xa0;: au plus {maximum}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="402"/>
        <source>{label}: at least {minimum}</source>
        <translation>{label}&#xa0;: au moins {minimum}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="404"/>
        <source>{label}: at least {minimum}, not {value}</source>
        <translation>{label}&#xa0;: au moins {minimum}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="436"/>
        <source>{label} missing</source>
        <translation>{label} manque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/numberfield.py" line="342"/>
        <source>{label}: {text} has more digits than any score (at most {digits})</source>
        <translation>{label}&#xa0;: {text} a plus de chiffres qu’aucun score (au plus {digits})</translation>
    </message>
</context>
<context>
    <name>PageSetupDialog</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="251"/>
        <source>Page setup</source>
        <translation>Mise en page</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="258"/>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="259"/>
        <source>Por&amp;trait</source>
        <translation>Po&amp;rtrait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="260"/>
        <source>&amp;Landscape</source>
        <translation>Pa&amp;ysage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="266"/>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="270"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="271"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
</context>
<context>
    <name>PandurBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="74"/>
        <source>Pandur board</source>
        <translation>Ardoise de la Bandoure</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="203"/>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="410"/>
        <source>{0} won</source>
        <translation>{0} gagnés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="204"/>
        <location filename="../../jasstafel/ui/variants/pandur_board.py" line="410"/>
        <source>{0} inherited</source>
        <translation>{0} hérités</translation>
    </message>
</context>
<context>
    <name>PandurEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="99"/>
        <source>Pandur: {declarer} the declarer; type the bid (a number, or mo, mm, po, pm for Misère ohne / mit and Pandur ohne / mit); {made} made, {failed} failed, or Tab to the declarer&apos;s card points and his Weis ({beaten}: beaten); {fault} a fault by player 1 … 4, {premature} premature lead; Enter writes. {no_bid} no bid, {misdeal} misdeal: written at once.</source>
        <translation>Bandoure&#xa0;: {declarer} le preneur&#xa0;; tapez l’offre (un nombre, ou mo, mm, po, pm pour misère sans / avec et bandoure sans / avec)&#xa0;; {made} réussi, {failed} chuté, ou Tab vers les points de cartes du preneur et ses annonces ({beaten}&#xa0;: battues)&#xa0;; {fault} une faute du joueur 1 … 4, {premature} entame prématurée&#xa0;; Entrée inscrit. {no_bid} pas d’offre, {misdeal} maldonne&#xa0;: inscrit aussitôt.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="180"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="398"/>
        <source>{0} took the bid ({1})</source>
        <translation>{0} a pris le jeu ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="187"/>
        <source>Declarer</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="197"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="215"/>
        <source>Bid</source>
        <translation>Offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="198"/>
        <source>Bid missing: type it (150, or mo, mm, po, pm) or click it on the ladder</source>
        <translation>Il manque l’offre&#xa0;: tapez-la (150, ou mo, mm, po, pm) ou cliquez-la sur l’échelle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="203"/>
        <source>Type the bid: a number, or mo = Misère ohne, mm = Misère mit, po = Pandur ohne, pm = Pandur mit; or click it on the ladder</source>
        <translation>Tapez l’offre&#xa0;: un nombre, ou mo = misère sans, mm = misère avec, po = bandoure sans, pm = bandoure avec&#xa0;; ou cliquez-la sur l’échelle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="222"/>
        <source>Made ({0})</source>
        <translation>Réussi ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="224"/>
        <source>The declarer made his bid</source>
        <translation>Le preneur a réussi son offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="225"/>
        <source>Failed ({0})</source>
        <translation>Chuté ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="227"/>
        <source>The declarer failed: each opponent writes</source>
        <translation>Le preneur a chuté&#xa0;: chaque adversaire inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="242"/>
        <source>or points</source>
        <translation>ou les points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="243"/>
        <source>Card points of the declarer</source>
        <translation>Points de cartes du preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="247"/>
        <source>Numeric bids: the declarer&apos;s card points (of 157); with his Weis the board decides made or failed</source>
        <translation>Offres en chiffres&#xa0;: les points de cartes du preneur (sur 157)&#xa0;; avec ses annonces, l’ardoise décide s’il a réussi ou chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="252"/>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="260"/>
        <source>4 Bauern</source>
        <translation>quatre bours</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="267"/>
        <source>beaten ({0})</source>
        <translation>battues ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="269"/>
        <source>An opponent showed a higher Weis: the declarer&apos;s Weis does not count</source>
        <translation>Un adversaire a montré une annonce plus haute&#xa0;: l’annonce du preneur ne compte pas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="276"/>
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="313"/>
        <source>Fault by {0} (strict rule): by the declarer the bid fails, by an opponent it is made ({1})</source>
        <translation>Faute de {0} (règlement strict)&#xa0;: faute du preneur, le jeu est chuté&#xa0;; faute d’un adversaire, il est réussi ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="320"/>
        <source>Nobody bid: the dealer inherits, the next player deals. Written at once</source>
        <translation>Personne n’a offert&#xa0;: le donneur hérite, le joueur suivant donne. Inscrit aussitôt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="326"/>
        <source>The dealer misdealt: nothing is written, he deals again. Written at once</source>
        <translation>Le donneur a fait maldonne&#xa0;: rien n’est inscrit, il redonne. Inscrit aussitôt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="401"/>
        <source>Declarer {0}</source>
        <translation>Preneur {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="474"/>
        <source>{0} score points</source>
        <translation>{0} points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="551"/>
        <source>Deal {0} written: {1}</source>
        <translation>Donne {0} inscrite&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="554"/>
        <source>Deal {0} written: misdeal, {1} deals again</source>
        <translation>Donne {0} inscrite&#xa0;: maldonne, {1} redonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="579"/>
        <source>Nothing to write yet: choose the declarer first ({0})</source>
        <translation>Rien à inscrire encore&#xa0;: choisissez d’abord le preneur ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="581"/>
        <source>Deal {0} is written. For deal {1} choose the declarer first ({2})</source>
        <translation>La donne {0} est inscrite. Pour la donne {1}, choisissez d’abord le preneur ({2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="598"/>
        <source>sits out and inherits {0}</source>
        <translation>ne joue pas et hérite de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="661"/>
        <source>The Weis field holds all of the declarer&apos;s Weis together: type their total (100 + 50: 150), or add each Weis with its button (+20 … +200).</source>
        <translation>Le champ des annonces réunit toutes les annonces du preneur&#xa0;: tapez leur total (100 + 50&#xa0;: 150), ou ajoutez chaque annonce avec son bouton (+20 … +200).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="707"/>
        <source>{0} + Weis {1} beaten (cancelled) = {2}</source>
        <translation>{0} + annonces {1} battues (annulées) = {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="714"/>
        <source>made, {0} +{1}</source>
        <translation>réussi, {0} +{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="718"/>
        <source>failed, {0} +{1}</source>
        <translation>chuté, {0} +{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="720"/>
        <source>failed, {0} +{1} each</source>
        <translation>chuté, {0} +{1} chacun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="764"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="864"/>
        <source>{0} inherits {1}</source>
        <translation>{0} hérite de {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="862"/>
        <source>nothing inherited after the misdeal</source>
        <translation>pas d’héritage après la maldonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="903"/>
        <source>{0}. The match is over.</source>
        <translation>{0}. La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="917"/>
        <source>Deal {0}: {1} deals again; {2} play ({3} reached 15)</source>
        <translation>
            <numerusform>Donne {0}&#xa0;: {1} redonne&#xa0;; {2} jouent ({3} a atteint 15)</numerusform>
            <numerusform>Donne {0}&#xa0;: {1} redonne&#xa0;; {2} jouent ({3} ont atteint 15)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="921"/>
        <source>Deal {0}: {1} deals again and sits out (inherits {2}); {3} bid</source>
        <translation>Donne {0}&#xa0;: {1} redonne et ne joue pas (hérite de {2})&#xa0;; {3} offrent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="923"/>
        <source>Deal {0}: {1} deals and sits out (inherits {2}); {3} bid</source>
        <translation>Donne {0}&#xa0;: {1} donne et ne joue pas (hérite de {2})&#xa0;; {3} offrent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="300"/>
        <source>Premature lead ({0})</source>
        <translation>Entame prématurée ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="304"/>
        <source>The declarer led before his bid was confirmed as the highest: failed</source>
        <translation>Le preneur a entamé avant que son offre soit confirmée comme la plus haute&#xa0;: chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="293"/>
        <source>Fault by</source>
        <translation>Faute de</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="318"/>
        <source>No bid ({0})</source>
        <translation>Pas d’offre ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="323"/>
        <source>Misdeal ({0})</source>
        <translation>Maldonne ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="334"/>
        <source>At once</source>
        <translation>Aussitôt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="393"/>
        <source>{0} deals and sits out this deal</source>
        <translation>{0} donne et ne joue pas cette donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="395"/>
        <source>{0} has reached 15 and left the table</source>
        <translation>{0} a atteint 15 et a quitté la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="597"/>
        <source>Deals again</source>
        <translation>Encore à la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="597"/>
        <source>Deals</source>
        <translation>À la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="622"/>
        <source>Choose the declarer ({0})</source>
        <translation>Choisissez le preneur ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="650"/>
        <source>Made or failed ({0} / {1}), or type the declarer&apos;s card points</source>
        <translation>Réussi ou chuté ({0} / {1}), ou tapez les points de cartes du preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="652"/>
        <source>Made or failed? ({0} / {1})</source>
        <translation>Réussi ou chuté&#xa0;? ({0} / {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="552"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="685"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="838"/>
        <source>no bid</source>
        <translation>pas d’offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="687"/>
        <source>misdeal: nothing is written, the dealer deals again</source>
        <translation>maldonne&#xa0;: rien n’est inscrit, le donneur redonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="695"/>
        <source>premature lead: </source>
        <translation>entame prématurée&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="696"/>
        <source>fault by {0}: </source>
        <translation>faute de {0}&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="700"/>
        <source>{0} {1} {2}: </source>
        <translation>{0} {1} {2}&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="732"/>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="734"/>
        <source>Failed</source>
        <translation>Chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="736"/>
        <source>Premature lead</source>
        <translation>Entame prématurée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="402"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="739"/>
        <source>Fault by {0}</source>
        <translation>Faute de {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="752"/>
        <source>{0} instead of the {1} card points and the Weis {2} typed</source>
        <translation>
            <numerusform>{0} au lieu du {1} point de cartes et des annonces {2} tapés</numerusform>
            <numerusform>{0} au lieu des {1} points de cartes et des annonces {2} tapés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="755"/>
        <source>{0} instead of the {1} card points typed</source>
        <translation>
            <numerusform>{0} au lieu du {1} point de cartes tapé</numerusform>
            <numerusform>{0} au lieu des {1} points de cartes tapés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="758"/>
        <source>{0} instead of the Weis {1} typed</source>
        <translation>{0} au lieu des annonces {1} tapées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="818"/>
        <source>no bid (deal {0})</source>
        <translation>pas d’offre (donne {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="820"/>
        <source>misdeal (deal {0})</source>
        <translation>maldonne (donne {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="821"/>
        <source>deal {0} ({1} {2})</source>
        <translation>donne {0} ({1} {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="835"/>
        <source>Deal {0}: {1} misdeals and deals again → {2}</source>
        <translation>Donne {0}&#xa0;: {1} fait maldonne et redonne → {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="842"/>
        <source>premature lead</source>
        <translation>entame prématurée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="843"/>
        <source>fault by {0}</source>
        <translation>faute de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="845"/>
        <source>{0} + Weis {1} beaten</source>
        <translation>{0} + annonces {1} battues</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="705"/>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="847"/>
        <source>{0} + Weis {1} = {2}</source>
        <translation>{0} + annonces {1} = {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="851"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="851"/>
        <source>failed</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="852"/>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="854"/>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="866"/>
        <source>{0} reaches 15</source>
        <translation>
            <numerusform>{0} atteint 15</numerusform>
            <numerusform>{0} atteignent 15</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="869"/>
        <source>{0} is the loser</source>
        <translation>{0} perd la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="872"/>
        <source>{0}; {1}</source>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="873"/>
        <source>Deal {0} ({1} deals): {2} → {3}</source>
        <translation>Donne {0} ({1} donne)&#xa0;: {2} → {3}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="919"/>
        <source>Deal {0}: {1} deals; {2} play ({3} reached 15)</source>
        <translation>
            <numerusform>Donne {0}&#xa0;: {1} donne&#xa0;; {2} jouent ({3} a atteint 15)</numerusform>
            <numerusform>Donne {0}&#xa0;: {1} donne&#xa0;; {2} jouent ({3} ont atteint 15)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PandurSheet</name>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="355"/>
        <source>Contract</source>
        <translation>Offre</translation>
    </message>
</context>
<context>
    <name>PaperResultDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="133"/>
        <source>Correct result · Passe {0}, table {1}</source>
        <translation>Corriger le résultat · manche {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="134"/>
        <source>Correct</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="136"/>
        <source>Paper result · Passe {0}, table {1}</source>
        <translation>Résultat de la feuille · manche {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="137"/>
        <source>Record</source>
        <translation>Inscrire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="231"/>
        <source>The final figures from the sheet, per team.</source>
        <translation>Les chiffres finaux de la feuille, par équipe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="232"/>
        <source>The final figures from the sheet, per player.</source>
        <translation>Les chiffres finaux de la feuille, par joueur.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="170"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="149"/>
        <source>Passe {0}, table {1} ({2})</source>
        <translation>Manche {0}, table {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="170"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="179"/>
        <source>Team {0}: {1}</source>
        <translation>Équipe {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="182"/>
        <source>Team {0} ({1})</source>
        <translation>Équipe {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="209"/>
        <source>Why? (kept with the correction, optional)</source>
        <translation>Pourquoi&#xa0;? (gardé avec la correction, facultatif)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="222"/>
        <source>{0} against {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="229"/>
        <source>The final figures of the match, per team.</source>
        <translation>Les chiffres finaux de la partie, par équipe.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="230"/>
        <source>The final figures of the match, per player.</source>
        <translation>Les chiffres finaux de la partie, par joueur.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="253"/>
        <source>{field} for {who}</source>
        <translation>{field} pour {who}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="255"/>
        <source>{label}: the field is empty; type the figure from the sheet (an empty field is not 0)</source>
        <translation>{label}&#xa0;: le champ est vide&#xa0;; tapez le chiffre de la feuille (un champ vide n’est pas 0)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="268"/>
        <source>Net Striche (Striche − Nuller) and the ranks at the table are worked out.</source>
        <translation>Les traits nets (traits − zéros) et les rangs à la table sont calculés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="271"/>
        <source>Give the rank of every player: the order of reaching 15, which is not in the score points. Two who reached 15 in the same deal share a place and take the next one too (1, 1, 3, 4); the last one left, the loser, ranks last.</source>
        <translation>Donnez le rang de chaque joueur&#xa0;: l’ordre d’arrivée à 15, qui ne figure pas dans les points marqués. Deux joueurs qui ont atteint 15 à la même donne partagent une place et prennent aussi la suivante (1, 1, 3, 4)&#xa0;; le dernier qui reste, le perdant, est classé dernier.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="280"/>
        <source>Each player of a team gets the team&apos;s figures; the ranks at the table are worked out from the points.</source>
        <translation>Chaque joueur d’une équipe reçoit les chiffres de l’équipe&#xa0;; les rangs à la table sont calculés d’après les points.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="282"/>
        <source>The ranks at the table are worked out from the figures.</source>
        <translation>Les rangs à la table sont calculés d’après les chiffres.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="367"/>
        <source>{0} has no result at this table</source>
        <translation>{0} n’a pas de résultat à cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="395"/>
        <source>Passe {0}, table {1} has a result already, recorded meanwhile: correct it with Correct result…, or close this dialog with Cancel and choose another table.</source>
        <translation>La passe {0}, table {1} a entre-temps déjà un résultat&#xa0;: corrigez-le avec «&#xa0;Corriger le résultat…&#xa0;», ou fermez cette fenêtre avec «&#xa0;Annuler&#xa0;» et choisissez une autre table.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="399"/>
        <source>Nothing was changed.</source>
        <translation>Rien n’a été changé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="276"/>
        <source>The total from the sheet: Domino points − penalty points (without Domino: minus the penalty points, e.g. −185). The ranks at the table are worked out: the highest total first.</source>
        <translation>Le total de la feuille&#xa0;: points de domino − points de pénalité (sans domino&#xa0;: moins les points de pénalité, p. ex. −185). Les rangs à la table sont calculés&#xa0;: le total le plus élevé d’abord.</translation>
    </message>
</context>
<context>
    <name>PointsTable</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="296"/>
        <source>Round {0}: {1}</source>
        <translation>Donne {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="357"/>
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="803"/>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="836"/>
        <source>⋮ %n earlier rounds</source>
        <translation>
            <numerusform>⋮ %n donne précédente</numerusform>
            <numerusform>⋮ %n donnes précédentes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreviewLine</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="234"/>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="236"/>
        <source>writes: {0}</source>
        <translation>Avec Entrée&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="266"/>
        <source>Enter would be refused: {0}</source>
        <translation>Avec Entrée, ce serait refusé&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="176"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="181"/>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="183"/>
        <source>&amp;Blank sheet (PDF)</source>
        <translation>Feuille &amp;vierge (PDF)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="179"/>
        <source>Export P&amp;DF…</source>
        <translation>Exporter en &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="154"/>
        <source>board</source>
        <comment>the word after the name of the board&apos;s CSV file beside the entries&apos;: abend-board.csv</comment>
        <translation>ardoise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="187"/>
        <source>Sheet se&amp;ttings…</source>
        <translation>Réglages de la &amp;feuille…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="219"/>
        <source>Swiss German cards (Acorns, Roses …)</source>
        <translation>Cartes allemandes (glands, roses …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="220"/>
        <source>French cards (Clubs, Spades …)</source>
        <translation>Cartes françaises (trèfle, pique …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="296"/>
        <source>Print match sheet</source>
        <translation>Imprimer la feuille de match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="349"/>
        <source>Sent to the printer {0}</source>
        <translation>Envoyé à l’imprimante {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="376"/>
        <location filename="../../jasstafel/ui/printmenu.py" line="381"/>
        <location filename="../../jasstafel/ui/widgets/printpreview.py" line="172"/>
        <source>Not printed</source>
        <translation>Pas imprimé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="397"/>
        <source>Export match sheet as PDF</source>
        <translation>Exporter la feuille de match en PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="410"/>
        <source>CSV with semicolons (*.csv)</source>
        <translation>CSV avec points-virgules (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="410"/>
        <source>CSV with commas (*.csv)</source>
        <translation>CSV avec virgules (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="428"/>
        <location filename="../../jasstafel/ui/printmenu.py" line="440"/>
        <source>Export entries as CSV</source>
        <translation>Exporter les inscriptions en CSV</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="441"/>
        <source>{0} exists already (the board&apos;s CSV beside the entries). Replace it?</source>
        <translation>{0} existe déjà (le CSV du tableau à côté des inscriptions). Le remplacer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="457"/>
        <source>Blank sheet as PDF</source>
        <translation>Feuille vierge en PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="487"/>
        <source>blank</source>
        <comment>the last word of a blank sheet&apos;s file name: schieber-turnier-blank.pdf</comment>
        <translation>vierge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="498"/>
        <source>Not written</source>
        <translation>Pas écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="356"/>
        <source>Written: {0}</source>
        <translation>Écrit&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>Punktetafel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="43"/>
        <source>1 round</source>
        <translation>1 donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="43"/>
        <source>{0} rounds</source>
        <translation>{0} donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="54"/>
        <source>{0} win (tie) with {1}</source>
        <translation>{0} gagnent (à égalité) avec {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="62"/>
        <source>Round {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="64"/>
        <source>Round {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="70"/>
        <source>{0}: tie on {1}, a lead of {2} is needed: play on</source>
        <translation>{0}&#xa0;: égalité à {1}, il faut {2} d’avance&#xa0;: on continue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="56"/>
        <source>Won by {0} with {1}</source>
        <translation>Victoire de {0} avec {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="58"/>
        <source>{1} (closed after {0})</source>
        <translation>{1} (clôturé après {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="72"/>
        <source>{0}: {1} ahead by {2}, {3} needed: play on</source>
        <translation>{0}&#xa0;: {1} en tête de {2}, il faut {3}&#xa0;: on continue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="75"/>
        <source>{0}: first to {1}</source>
        <translation>{0}&#xa0;: le premier à {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="76"/>
        <source>{0}: ends at {1}, lowest wins</source>
        <translation>{0}&#xa0;: se termine à {1}, le moins de points gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="78"/>
        <source>{0}: no target, close the board to end it</source>
        <translation>{0}&#xa0;: pas de but, clôturez l’ardoise pour terminer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="87"/>
        <source>target {0}</source>
        <translation>but {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="89"/>
        <source>lead of {0}</source>
        <translation>{0} d’avance</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="92"/>
        <source>highest wins</source>
        <translation>le plus de points gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="92"/>
        <source>lowest wins</source>
        <translation>le moins de points gagne</translation>
    </message>
</context>
<context>
    <name>PunktetafelBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="102"/>
        <source>Punktetafel board</source>
        <translation>Tableau de points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="135"/>
        <source>To target</source>
        <translation>Jusqu’au but</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="132"/>
        <source>Behind</source>
        <translation>Retard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="116"/>
        <source>closed by the scorekeeper</source>
        <translation>clôturé par le secrétaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="132"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="146"/>
        <source>Finished after {0} · {1}</source>
        <translation>Terminé après {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="151"/>
        <source>Punktetafel</source>
        <translation>Tableau de points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="153"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_board.py" line="159"/>
        <source>Small: the total so far. Big: the round&apos;s points.</source>
        <translation>En petit&#xa0;: le total jusqu’ici. En grand&#xa0;: les points de la donne.</translation>
    </message>
</context>
<context>
    <name>PunktetafelEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="50"/>
        <source>Punktetafel: type each side&apos;s points (0 for none, - for minus points), Tab to the next side, then the note; Enter writes the round. {close} closes the board (the totals as they stand decide).</source>
        <translation>Tableau de points&#xa0;: tapez les points de chaque camp (0 pour aucun, - pour des points négatifs), Tab pour le camp suivant, puis la remarque&#xa0;; Entrée inscrit la donne. {close} clôture l’ardoise (les totaux décident tels quels).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="62"/>
        <source>Points of the round; minus allowed (type -); 0 when the side made none. Tab: next side, Enter: write</source>
        <translation>Points de la donne&#xa0;; négatif permis (tapez -)&#xa0;; 0 si le camp n’en a fait aucun. Tab&#xa0;: camp suivant, Entrée&#xa0;: inscrire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="72"/>
        <source>Points {0}</source>
        <translation>Points de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="79"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="86"/>
        <source>optional, e.g. penalty, Match, trump …</source>
        <translation>facultatif, p. ex. pénalité, match, atout …</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="98"/>
        <source>End the match where it stands: the totals as they are decide ({0})</source>
        <translation>Terminer la partie où elle en est&#xa0;: les totaux décident tels quels ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="116"/>
        <source>Board closed: Undo ({0}) reopens it</source>
        <translation>Ardoise clôturée&#xa0;: Annuler ({0}) la rouvre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="139"/>
        <source>Round {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="138"/>
        <source>Round {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="142"/>
        <source>%n rounds to play</source>
        <translation>
            <numerusform>encore %n donne à jouer</numerusform>
            <numerusform>encore %n donnes à jouer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="155"/>
        <source>Close the board: the only way to end it ({0})</source>
        <translation>Clôturer l’ardoise&#xa0;: la seule façon de terminer ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="156"/>
        <source>Close the board early ({0})</source>
        <translation>Clôturer l’ardoise plus tôt ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="170"/>
        <source>Points missing: type every side&apos;s points of the round (0 for none)</source>
        <translation>Il manque les points&#xa0;: tapez les points de chaque camp pour cette donne (0 pour aucun)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="174"/>
        <source>Points missing for {0} (type 0 for none)</source>
        <translation>Il manque les points de {0} (tapez 0 pour aucun)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="185"/>
        <source>This entry closes the board. To play on, delete it in the history.</source>
        <translation>Cette inscription clôture l’ardoise. Pour continuer, supprimez-la dans l’historique.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="222"/>
        <source>closing the board</source>
        <translation>clôture de l’ardoise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="223"/>
        <source>round {0}</source>
        <translation>donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="228"/>
        <source>Board closed after {0}</source>
        <translation>Ardoise clôturée après {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="230"/>
        <source>Round {0}: {1}</source>
        <translation>Donne {0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="41"/>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="42"/>
        <source>Symlink</source>
        <translation>Lien symbolique</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="43"/>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="36"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="37"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location filename="../../jasstafel/ui/i18n.py" line="50"/>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="549"/>
        <source>Each Passe: under Rankings</source>
        <translation>Chaque manche&#xa0;: sous Classements</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="582"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="584"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="586"/>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="602"/>
        <source>No results yet.</source>
        <translation>Pas encore de résultats.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/rankings.py" line="645"/>
        <source>%n notes</source>
        <translation>
            <numerusform>%n remarque</numerusform>
            <numerusform>%n remarques</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="648"/>
        <source>Hide the notes on the marked figures</source>
        <translation>Masquer les remarques sur les chiffres marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="649"/>
        <source>Show the notes: why figures are marked ° (other table rules) or † (an unfinished match)</source>
        <translation>Afficher les remarques&#xa0;: pourquoi des chiffres sont marqués ° (autres règles de table) ou † (partie non terminée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="708"/>
        <source>Evening ranking · {0} · {1}</source>
        <translation>Classement de la soirée · {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="717"/>
        <source>ranking</source>
        <translation>classement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="719"/>
        <source>season</source>
        <translation>saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="742"/>
        <source>Export ranking as PDF</source>
        <translation>Exporter le classement en PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="756"/>
        <location filename="../../jasstafel/ui/club/rankings.py" line="790"/>
        <source>Not written</source>
        <translation>Pas écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="765"/>
        <source>CSV with semicolons (*.csv)</source>
        <translation>CSV avec points-virgules (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="765"/>
        <source>CSV with commas (*.csv)</source>
        <translation>CSV avec virgules (*.csv)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="775"/>
        <source>Export ranking as CSV</source>
        <translation>Exporter le classement en CSV</translation>
    </message>
</context>
<context>
    <name>RankingTable</name>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="217"/>
        <source>Sit-out credit of {0}: the member&apos;s own average Passe for each Passe sat out</source>
        <translation>Bonus de repos pour {0}&#xa0;: la manche moyenne du membre pour chaque manche passée au repos</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="222"/>
        <source>{0}: decides the order ({1} is better)</source>
        <translation>{0}&#xa0;: décide de l’ordre ({1} est meilleur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="224"/>
        <source>lower</source>
        <translation>plus bas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="224"/>
        <source>higher</source>
        <translation>plus haut</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="265"/>
        <source>Sat out every Passe of this evening: his own average evening of those he played</source>
        <translation>Au repos à chaque manche de cette soirée&#xa0;: sa propre soirée moyenne, sur les soirées qu’il a jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="270"/>
        <source>Sat out every Passe played so far by the draw: he has played none yet, so he has no rank and no figures for now (no Passe of his own to average yet; the next Passe may seat him); in the season this evening counts as his own average evening as long as he has played none of it.</source>
        <translation>Au repos par le tirage à chaque manche jouée jusqu’ici&#xa0;: il n’en a encore joué aucune, il n’a donc pour l’instant ni rang ni chiffres (encore aucune manche à lui pour une moyenne&#xa0;; le tirage peut le placer à une table à la manche suivante)&#xa0;; dans la saison, cette soirée compte comme sa propre soirée moyenne tant qu’il n’y a joué aucune manche.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="278"/>
        <source>Sat out every Passe by the draw: he played none, so he has no rank and no figures this evening (no Passe of his own to average); in the season this evening counts as his own average evening.</source>
        <translation>Au repos à chaque manche selon le tirage&#xa0;: il n’en a joué aucune, il n’a donc ni rang ni chiffres ce soir (aucune manche à lui pour une moyenne)&#xa0;; dans la saison, cette soirée compte comme sa propre soirée moyenne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="286"/>
        <source>{0}: a guest (in this evening&apos;s ranking, not in the season&apos;s)</source>
        <translation>{0}&#xa0;: invité·e (dans le classement de cette soirée, pas dans celui de la saison)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="289"/>
        <source>{0} (not active)</source>
        <translation>{0} (membre inactif)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="433"/>
        <source>Credit</source>
        <translation>Bonus</translation>
    </message>
</context>
<context>
    <name>RankingsPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="815"/>
        <source>Ranking of</source>
        <translation>Classement de</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="844"/>
        <source>Count the best</source>
        <translation>Compter les meilleures</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="831"/>
        <location filename="../../jasstafel/ui/club/rankings.py" line="835"/>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="845"/>
        <source>of the first</source>
        <translation>des premières</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="846"/>
        <source>evenings; drop the worst</source>
        <translation>soirées&#xa0;; biffer les moins bonnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="839"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="847"/>
        <source>Each evening gives</source>
        <translation>Chaque soirée donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="842"/>
        <source>rank points</source>
        <translation>des points de rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="843"/>
        <source>its points</source>
        <translation>ses points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="886"/>
        <source>Club name on the printed ranking: {0}</source>
        <translation>Nom du club sur le classement imprimé&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="888"/>
        <source>Change club name…</source>
        <translation>Changer le nom du club…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="890"/>
        <source>The printed ranking has no club name.</source>
        <translation>Le classement imprimé n’a pas de nom de club.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="891"/>
        <source>Club name…</source>
        <translation>Nom du club…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="902"/>
        <source>Season {0}</source>
        <translation>Saison {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="905"/>
        <source>Evening {0} · {1}</source>
        <translation>Soirée {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/rankings.py" line="938"/>
        <source>No evening yet.</source>
        <translation>Pas encore de soirée.</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="466"/>
        <source>Continue a match?</source>
        <translation>Continuer une partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="467"/>
        <source>Unsaved matches</source>
        <translation>Parties non enregistrées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="552"/>
        <source>This is the copy of {0} with every entry of the window that could not save it: {0} was changed elsewhere, and the copy never writes over it. Continue it, save it under another name, or discard the copy.</source>
        <translation>Voici la copie de {0} avec chaque inscription de la fenêtre qui n’a pas pu l’enregistrer&#xa0;: {0} a été modifié ailleurs, et la copie ne l’écrase jamais. Continuez-la, enregistrez-la sous un autre nom ou jetez la copie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="557"/>
        <source>This is the copy of {0} with every entry: the file could not take the last ones. Continue it (into {0} as soon as it can be written), save it under a name, or discard the copy.</source>
        <translation>Voici la copie de {0} avec toutes les inscriptions&#xa0;: le fichier n’a pas pu prendre les dernières. Continuez-la (dans {0} dès qu’il peut être écrit), enregistrez-la sous un nom ou jetez la copie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="562"/>
        <source>This is the copy of a named match with every entry: its file could not take the last ones. Continue it, save it under a name, or discard the copy.</source>
        <translation>Voici la copie d’une partie nommée avec toutes les inscriptions&#xa0;: son fichier n’a pas pu prendre les dernières. Continuez-la, enregistrez-la sous un nom ou jetez la copie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="566"/>
        <source>These are copies of named matches with every entry: their files could not take the last ones (each row says which). Continue one, save it under a name, or discard it.</source>
        <translation>Voici des copies de parties nommées avec toutes les inscriptions&#xa0;: leurs fichiers n’ont pas pu prendre les dernières (chaque ligne dit lequel). Continuez-en une, enregistrez-la sous un nom ou jetez-la.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="609"/>
        <source>Its file could not be saved: this copy has every entry</source>
        <translation>Le fichier de cette partie n’a pas pu être enregistré&#xa0;: cette copie contient toutes les inscriptions</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="612"/>
        <source>Could not be saved to {0}, which was changed elsewhere; another copy of it disagrees with this one from entry {1} on</source>
        <translation>Impossible d’enregistrer dans {0}, modifié ailleurs&#xa0;; une autre copie de ce fichier diffère de celle-ci à partir de l’inscription {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="615"/>
        <source>Could not be saved to {0}; another copy of it disagrees with this one from entry {1} on</source>
        <translation>Impossible d’enregistrer dans {0}&#xa0;; une autre copie de ce fichier diffère de celle-ci à partir de l’inscription {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="619"/>
        <source>Could not be saved to {0}, which was changed elsewhere: this copy has every entry of the window that could not save it</source>
        <translation>Impossible d’enregistrer dans {0}, modifié ailleurs&#xa0;: cette copie contient toutes les inscriptions de la fenêtre qui n’a pas pu l’enregistrer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="623"/>
        <source>Could not be saved to {0}: this copy has every entry</source>
        <translation>Impossible d’enregistrer dans {0}&#xa0;: cette copie contient toutes les inscriptions</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="385"/>
        <location filename="../../jasstafel/ui/recovery.py" line="634"/>
        <source>%n entries</source>
        <translation>
            <numerusform>%n inscription</numerusform>
            <numerusform>%n inscriptions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="384"/>
        <source>%n entries and a round begun</source>
        <translation>
            <numerusform>%n inscription et une donne commencée</numerusform>
            <numerusform>%n inscriptions et une donne commencée</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="484"/>
        <source>Jasstafel was not closed properly last time. The match that was open then can be continued with every entry that was saved (and the round being typed then, where its row says so), and so can the matches kept unsaved on purpose.</source>
        <translation>Jasstafel n’a pas été fermé correctement la dernière fois. La partie alors ouverte peut être continuée avec chaque inscription enregistrée (et la donne alors en cours de saisie, là où sa ligne le dit), de même que les parties gardées volontairement sans enregistrer.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="488"/>
        <source>Jasstafel was not closed properly last time. The match below can be continued with every entry that was saved, and the round being typed then where its row says so.</source>
        <translation>Jasstafel n’a pas été fermé correctement la dernière fois. La partie ci-dessous peut être continuée avec chaque inscription enregistrée, et la donne alors en cours de saisie là où sa ligne le dit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="492"/>
        <source>Jasstafel was not closed properly last time. These matches can be continued with every entry that was saved, and the round being typed then where its row says so.</source>
        <translation>Jasstafel n’a pas été fermé correctement la dernière fois. Ces parties peuvent être continuées avec chaque inscription enregistrée, et la donne alors en cours de saisie là où sa ligne le dit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="545"/>
        <source>This match is not saved in a file yet. Continue it, save it in a file, or discard it.</source>
        <translation>Cette partie n’est pas encore enregistrée dans un fichier. Continuez-la, enregistrez-la dans un fichier ou jetez-la.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="547"/>
        <source>These matches are not saved in a file yet. Continue one, save it in a file, or discard it.</source>
        <translation>Ces parties ne sont pas encore enregistrées dans un fichier. Continuez-en une, enregistrez-la dans un fichier ou jetez-la.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="569"/>
        <source>Some of these matches are not saved in a file yet; the others are copies of named matches with every entry, whose files could not take the last ones (each row says which). Continue one, save it in a file, or discard it.</source>
        <translation>Certaines de ces parties ne sont pas encore enregistrées dans un fichier&#xa0;; les autres sont des copies de parties nommées avec toutes les inscriptions, dont les fichiers n’ont pas pu prendre les dernières (chaque ligne dit lequel). Continuez-en une, enregistrez-la dans un fichier ou jetez-la.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="595"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="596"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="597"/>
        <source>&amp;Discard</source>
        <translation>&amp;Jeter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="635"/>
        <source>named file {0}</source>
        <translation>fichier {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="637"/>
        <source>{0} has %n entries fewer</source>
        <translation>
            <numerusform>{0} a %n inscription de moins</numerusform>
            <numerusform>{0} a %n inscriptions de moins</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="643"/>
        <source>Live table: Passe {0}, table {1}</source>
        <translation>Table en direct&#xa0;: manche {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="646"/>
        <source>the round being typed comes back</source>
        <translation>la donne en cours de saisie revient</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="648"/>
        <source>last entry: {0}</source>
        <translation>dernière inscription&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="654"/>
        <source>the newer copy</source>
        <translation>la copie la plus récente</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="654"/>
        <source>the older copy</source>
        <translation>la copie la plus ancienne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="655"/>
        <source>the newest copy</source>
        <translation>la copie la plus récente</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="655"/>
        <source>an older copy</source>
        <translation>une copie plus ancienne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="626"/>
        <source>Open when Jasstafel stopped unexpectedly</source>
        <translation>Ouverte quand Jasstafel s’est arrêté inopinément</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="512"/>
        <source>C&amp;lose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="534"/>
        <source>&amp;Later (File → Unsaved matches…)</source>
        <translation>&amp;Plus tard (Fichier → Parties non enregistrées…)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="536"/>
        <source>&amp;Later (File → Open recent)</source>
        <translation>&amp;Plus tard (Fichier → Ouvrir un fichier récent)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="537"/>
        <source>&amp;Later (File → Open recent, File → Unsaved matches…)</source>
        <translation>&amp;Plus tard (Fichier → Ouvrir un fichier récent, Fichier → Parties non enregistrées…)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="627"/>
        <source>Kept unsaved on purpose</source>
        <translation>Gardée volontairement sans enregistrer</translation>
    </message>
</context>
<context>
    <name>Rejoin</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="910"/>
        <source>Live: Passe {0}, table {1} · joining the table again…</source>
        <translation>En direct&#xa0;: manche {0}, table {1} · reconnexion à la table…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="912"/>
        <location filename="../../jasstafel/ui/club/live.py" line="998"/>
        <source>The evening&apos;s server: {0}</source>
        <translation>Le serveur de la soirée&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="955"/>
        <source>Not connected to the table (Passe {0}, table {1}): join it again with File → Join club evening…</source>
        <translation>Pas connecté à la table (manche {0}, table {1})&#xa0;: la rejoindre avec Fichier → Rejoindre la soirée du club…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="957"/>
        <source>The evening&apos;s server does not answer: {0}</source>
        <translation>Le serveur de la soirée ne répond pas&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>RemoveResultDialog</name>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="438"/>
        <source>Remove result · Passe {0}, table {1}</source>
        <translation>Retirer le résultat · manche {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="439"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="441"/>
        <source>Remove the result of Passe {0}, table {1}? (It stays in the corrections log.)</source>
        <translation>Retirer le résultat de la manche {0}, table {1}&#xa0;? (Il reste dans le journal des corrections.)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="448"/>
        <source>Why? (kept in the corrections log, optional)</source>
        <translation>Pourquoi&#xa0;? (gardé dans le journal des corrections, facultatif)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="456"/>
        <source>removed in the club window</source>
        <translation>retiré dans la fenêtre du club</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="73"/>
        <source>Table rules</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="79"/>
        <source>Every entry stays and is counted again under these rules; the variant, the players and the teams stay too.</source>
        <translation>Toutes les inscriptions restent et sont recomptées selon ces règles&#xa0;; le jeu, les joueurs et les équipes restent aussi.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="116"/>
        <source>&amp;Apply</source>
        <translation>&amp;Modifier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="118"/>
        <source>Cance&amp;l</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="183"/>
        <source>The suit names on the board, and which presets are offered: Swisslos counts the suits of the French deck differently (Hearts and Diamonds ×1, Spades and Clubs ×2).</source>
        <translation>Les noms des couleurs sur l’ardoise, et les règlements proposés&#xa0;: Swisslos compte autrement les couleurs des cartes françaises (cœur et carreau ×1, pique et trèfle ×2).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="186"/>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="193"/>
        <source>&amp;Preset</source>
        <translation>&amp;Règlement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="325"/>
        <source>Changed from the preset: {0}</source>
        <translation>Modifié par rapport au règlement&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="327"/>
        <source>The preset&apos;s rules, nothing changed.</source>
        <translation>Comme le règlement, rien de modifié.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="412"/>
        <source>Drop the changes?</source>
        <translation>Abandonner les modifications&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulesdialog.py" line="413"/>
        <source>The table rules chosen in this dialog are dropped; the match keeps its own.</source>
        <translation>Les règles de la table choisies dans cette fenêtre seront perdues&#xa0;; la partie garde les siennes.</translation>
    </message>
</context>
<context>
    <name>RunningTotalsChart</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="148"/>
        <source>Running totals</source>
        <translation>Évolution des points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="171"/>
        <source>Games</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="174"/>
        <source>Rounds</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="362"/>
        <source>Target {0}</source>
        <translation>But {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/chart.py" line="288"/>
        <source>No entries yet</source>
        <translation>Pas encore d’inscription</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="219"/>
        <source>Create the folder?</source>
        <translation>Créer le dossier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="220"/>
        <source>The folder “{0}” does not exist. Create it?</source>
        <translation>Le dossier «&#xa0;{0}&#xa0;» n’existe pas. Le créer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="223"/>
        <source>&amp;Create folder</source>
        <translation>&amp;Créer le dossier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="224"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="230"/>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="231"/>
        <source>{0} already exists. Do you want to replace it?</source>
        <translation>{0} existe déjà. Voulez-vous le remplacer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="381"/>
        <location filename="../../jasstafel/ui/widgets/savefile.py" line="186"/>
        <source>Not written</source>
        <translation>Pas écrit</translation>
    </message>
</context>
<context>
    <name>SchieberBoard</name>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="641"/>
        <source>Schieber board</source>
        <translation>Ardoise du chibre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="106"/>
        <source>Winner!</source>
        <translation>Victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="116"/>
        <source>Target {0} reached</source>
        <translation>But {0} atteint</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="118"/>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="129"/>
        <source>{0} to go</source>
        <translation>encore {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="148"/>
        <source>Target {0}</source>
        <translation>But {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="127"/>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="138"/>
        <source>Round {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="110"/>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="137"/>
        <source>%n rounds played</source>
        <translation>
            <numerusform>%n donne jouée</numerusform>
            <numerusform>%n donnes jouées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="170"/>
        <source>Matches: {0} ({1} Kontermatsch)</source>
        <translation>Matchs&#xa0;: {0} (dont {1} contre-match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="172"/>
        <source>Matches: {0}</source>
        <translation>Matchs&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="174"/>
        <source>Berg</source>
        <translation>Berg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="186"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="186"/>
        <source>%n Striche</source>
        <translation>
            <numerusform>%n trait</numerusform>
            <numerusform>%n traits</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="823"/>
        <source>Striche</source>
        <translation>Traits</translation>
    </message>
</context>
<context>
    <name>SchieberEntryPanel</name>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="688"/>
        <source>Contract ({0})</source>
        <translation>Atout ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="114"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="179"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="428"/>
        <source>Announced by</source>
        <translation>Atout fait par</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="212"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="836"/>
        <source>Card points missing</source>
        <translation>Il manque les points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="233"/>
        <source>Match ({0})</source>
        <translation>Match ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="235"/>
        <source>The announcing team took every trick</source>
        <translation>L’équipe qui a fait atout a fait tous les plis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="237"/>
        <source>Kontermatsch ({0})</source>
        <translation>Contre-match ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="240"/>
        <source>The other team took every trick</source>
        <translation>L’autre équipe a fait tous les plis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="250"/>
        <source>Weis ({0}, again: the other team) and Stöck ({1})</source>
        <translation>Annonces ({0}, encore&#xa0;: l’autre équipe) et stöck ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="261"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="299"/>
        <source>Bedanken ({0})</source>
        <translation>Sortir ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="303"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="305"/>
        <source>Stack</source>
        <translation>Tas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="308"/>
        <source>after a round</source>
        <translation>fin de donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="312"/>
        <source>During a round: card points taken so far plus the Weis and Stöck already declared, unmultiplied; the contract chosen above multiplies them. Empty after a round.</source>
        <translation>Pendant une donne&#xa0;: les points de cartes faits jusqu’ici plus les annonces et le stöck déjà annoncés, sans multiplier&#xa0;; l’atout choisi plus haut les multiplie. Vide après une donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="344"/>
        <source>This round only, instead of {0} ({1} undoes it)</source>
        <translation>Cette donne seulement, au lieu de {0} ({1} rétablit)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="436"/>
        <source>Next</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="114"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="425"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="436"/>
        <source>Bedanken</source>
        <translation>Sortir</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="122"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="449"/>
        <source>passed by {0}</source>
        <translation>chibré par {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="353"/>
        <source>This round only ({0} undoes it)</source>
        <translation>Cette donne seulement ({0} rétablit)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="559"/>
        <source>Weis for {0} ({1} again: {2})</source>
        <translation>Annonces pour {0} ({1} encore&#xa0;: {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="608"/>
        <source>A match of a fixed number of rounds has no Bedanken: it ends after its last round.</source>
        <translation>Une partie d’un nombre fixe de donnes n’a pas de sortie&#xa0;: elle se termine après sa dernière donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="672"/>
        <source>{contracts} contract; the announcing team moves on by itself ({a} / {b}: the other team, this round only; {g} passed). Type the card points of one team (the other gets {total} − x); {m} Match, {k} Kontermatsch. {w} Weis: type the total (or add with the buttons), {w} again: the other team. {t} Stöck: Team A, again Team B, again none. Enter writes. Bedanken: {d}, the stack points (empty after a round), Tab to the team&apos;s button, Enter.</source>
        <translation>{contracts} atout&#xa0;; l’équipe qui fait atout avance d’elle-même ({a} / {b}&#xa0;: l’autre équipe, pour cette donne seulement&#xa0;; {g} chibré). Tapez les points de cartes d’une équipe (l’autre reçoit {total} − x)&#xa0;; {m} match, {k} contre-match. {w} annonces&#xa0;: tapez le total (ou additionnez avec les boutons), {w} encore&#xa0;: l’autre équipe. {t} stöck&#xa0;: équipe A, encore équipe B, encore aucune. Entrée inscrit. Sortir&#xa0;: {d}, les points du tas (vide après une donne), Tab jusqu’au bouton de l’équipe, Entrée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="698"/>
        <source>{0} announces this round only ({1})</source>
        <translation>{0} fait atout pour cette donne seulement ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="700"/>
        <source>Announced by {0}</source>
        <translation>Atout fait par {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="708"/>
        <source>Bedanken: {0}</source>
        <translation>Sortie&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="717"/>
        <source>a Match is written with {0}</source>
        <translation>un match s’écrit avec {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="721"/>
        <source>double deck</source>
        <translation>double jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="750"/>
        <source>Both teams are past their targets ({0} and {1}): which team called Bedanken first? Its button, or Tab to it and Enter.</source>
        <translation>Les deux équipes ont passé leur but ({0} et {1})&#xa0;: quelle équipe est sortie la première&#xa0;? Son bouton, ou Tab jusqu’à lui et Entrée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="753"/>
        <source>Both teams are past {0}: which team called Bedanken first? Its button, or Tab to it and Enter.</source>
        <translation>Les deux équipes ont passé {0}&#xa0;: quelle équipe est sortie la première&#xa0;? Son bouton, ou Tab jusqu’à lui et Entrée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="917"/>
        <source>Bedanken of {0}</source>
        <comment>the entry, as the Edit menu names it: Undo Bedanken of Team A</comment>
        <translation>sortie de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="955"/>
        <source>Bedanken by {0} with {1} on the stack ({2} ×{3}) · {4}</source>
        <translation>Sortie de {0} avec {1} sur le tas ({2} ×{3}) · {4}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="958"/>
        <source>Bedanken by {0} · {1}</source>
        <translation>Sortie de {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="963"/>
        <source>(passed)</source>
        <translation>(chibré)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="998"/>
        <source>{0}. The match is over.</source>
        <translation>{0}. La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="113"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="422"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="440"/>
        <source>Deals</source>
        <translation>À la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="194"/>
        <source>passed ({0})</source>
        <translation>chibré ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="113"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="444"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="451"/>
        <source>Announces</source>
        <translation>Fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="113"/>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="448"/>
        <source>Chooses</source>
        <translation>Choisit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="602"/>
        <source>This table does not write Weis or Stöck (its table settings).</source>
        <translation>Cette table n’inscrit ni les annonces ni le stöck (ses règles de table).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="629"/>
        <source>Which team calls Bedanken? Click its button (or Tab to it and press Enter).</source>
        <translation>Quelle équipe sort&#xa0;? Cliquez sur son bouton (ou Tab jusqu’à lui et Entrée).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="702"/>
        <source>Card points {0}</source>
        <translation>Points de cartes de {0}</translation>
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
        <translation>Points de cartes&#xa0;: une équipe suffit, l’autre reçoit {0} − x</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="838"/>
        <source>Choose the contract ({0})</source>
        <translation>Choisissez l’atout ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="920"/>
        <source>round {0}</source>
        <translation>donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="948"/>
        <source>score {0} : {1}</source>
        <translation>score {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="960"/>
        <source>Round {0}: {1} ×{2}, announced by {3}</source>
        <translation>Donne {0}&#xa0;: {1} ×{2}, atout fait par {3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="969"/>
        <source>Match {0}</source>
        <translation>match {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="974"/>
        <source>Weis {0}</source>
        <translation>annonces {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="976"/>
        <source>Stöck 20</source>
        <translation>stöck 20</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="980"/>
        <source>Kontermatsch</source>
        <translation>Contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="982"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/schieber_entry.py" line="1003"/>
        <source>Round {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
</context>
<context>
    <name>SeasonChart</name>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="150"/>
        <source>Season points over the season</source>
        <translation>Points de saison au fil de la saison</translation>
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
        <translation>Pas encore de soirée avec des résultats</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="198"/>
        <source>Season points of the evening (the rank under its date)</source>
        <translation>Points de saison de la soirée (le rang sous sa date)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="199"/>
        <source>Running total</source>
        <translation>Total cumulé</translation>
    </message>
</context>
<context>
    <name>SheetSettingsDialog</name>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="91"/>
        <source>Sheet settings</source>
        <translation>Réglages de la feuille</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="95"/>
        <source>Club &amp;name</source>
        <translation>&amp;Nom du club</translation>
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
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="118"/>
        <source>Drop the sheet settings?</source>
        <translation>Abandonner les réglages de la feuille&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/printmenu.py" line="119"/>
        <source>What is typed in this dialog is dropped; the sheets keep the club name and paper they had.</source>
        <translation>Ce qui est saisi dans cette fenêtre sera perdu&#xa0;; les feuilles gardent le nom du club et le papier qu’elles avaient.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="313"/>
        <source>Member</source>
        <translation>Membre</translation>
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
        <translation>Soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="334"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="349"/>
        <source>Passen</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="335"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="349"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="335"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="350"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="336"/>
        <source>Average per game</source>
        <translation>Moyenne par partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="349"/>
        <source>Table rules</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="350"/>
        <location filename="../../jasstafel/ui/club/stats.py" line="357"/>
        <source>Counted</source>
        <translation>Compté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="350"/>
        <source>Sum</source>
        <translation>Somme</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="353"/>
        <source>Per table rules</source>
        <translation>Par règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="361"/>
        <source>Score: the figure the evening ranks by (Counted says which). Season points: participants + 1 − rank, as the season ranking counts them (before best N / dropped). An evening the draw made him sit out entirely has no result of his: it is not listed here (the season ranking counts it as his average evening).</source>
        <translation>Score&#xa0;: le chiffre qui classe la soirée (Compté dit lequel). Points de saison&#xa0;: participants + 1 − rang, comme le classement de la saison les compte (avant les N meilleurs / les résultats biffés). Une soirée où le tirage l’a mis au repos à chaque manche n’a aucun résultat de lui&#xa0;: elle n’est pas listée ici (le classement de la saison la compte comme sa soirée moyenne).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="431"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="434"/>
        <source>per table rules</source>
        <translation>par règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="356"/>
        <source>Variant</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="351"/>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="356"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="356"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="357"/>
        <source>Of</source>
        <translation>Sur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="357"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="358"/>
        <source>Season points</source>
        <translation>Points de saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="358"/>
        <source>Running total</source>
        <translation>Total cumulé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/stats.py" line="402"/>
        <source>All seasons</source>
        <translation>Toutes les saisons</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="278"/>
        <source>Games played: {0}</source>
        <translation>Jeux joués&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="282"/>
        <source>Rounds played: {0}</source>
        <translation>Donnes jouées&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="300"/>
        <source>Time played: {0} ({1} to {2})</source>
        <translation>Durée de jeu&#xa0;: {0} ({1} à {2})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="304"/>
        <source>Started at {0}</source>
        <translation>Commencée à {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="306"/>
        <source>Time played: not known (entries without a time)</source>
        <translation>Durée de jeu&#xa0;: inconnue (inscriptions sans heure)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="282"/>
        <source>Rounds played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="278"/>
        <source>Games played</source>
        <translation>Jeux joués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="281"/>
        <source>Deals played: {0}</source>
        <translation>Donnes jouées&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="281"/>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="281"/>
        <source>Best deal</source>
        <translation>Meilleure donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="297"/>
        <source>Deals: {0}</source>
        <translation>Donnes&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="290"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="318"/>
        <source>Handweis written</source>
        <translation>Annonces de main inscrites</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="320"/>
        <source>Tischweis written</source>
        <translation>Annonces de table inscrites</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="282"/>
        <source>Best round</source>
        <translation>Meilleure donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="279"/>
        <source>Best game</source>
        <translation>Meilleur jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="289"/>
        <source>Matches in own rows</source>
        <translation>Matchs dans ses lignes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="289"/>
        <source>Kontermatsch made</source>
        <translation>Contre-matchs faits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="290"/>
        <source>of which Kontermatsch</source>
        <translation>dont contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="320"/>
        <source>Rounds with Stöck</source>
        <translation>Donnes avec stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="331"/>
        <source>Berg</source>
        <translation>Berg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="332"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="332"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="342"/>
        <source>Bid played: {0}</source>
        <translation>Offre jouée&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="343"/>
        <source>{0} chosen</source>
        <translation>Choix&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="365"/>
        <source>Striche: {0}</source>
        <translation>Traits&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>TurnHeader</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/turn.py" line="703"/>
        <source>Deals</source>
        <translation>À la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/turn.py" line="705"/>
        <source>Announces</source>
        <translation>Fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/turn.py" line="713"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>UndoHistory</name>
    <message>
        <location filename="../../jasstafel/ui/undohistory.py" line="93"/>
        <source>Undo history</source>
        <translation>Historique des modifications</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/undohistory.py" line="113"/>
        <source>&lt;taken over from the table&gt;</source>
        <translation>&lt;reprise de la table&gt;</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/undohistory.py" line="114"/>
        <source>&lt;match opened&gt;</source>
        <translation>&lt;partie ouverte&gt;</translation>
    </message>
</context>
<context>
    <name>WeisPicker</name>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="83"/>
        <source>no Weis</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="96"/>
        <source>Clear Weis</source>
        <translation>Effacer les annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="102"/>
        <source>Dreiblatt</source>
        <translation>Trois cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="102"/>
        <source>Vierblatt</source>
        <translation>Quatre cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="103"/>
        <source>Fünfblatt or 4 of a kind</source>
        <translation>Cinq cartes ou carré</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="103"/>
        <source>Sechsblatt or 4 Nell</source>
        <translation>Six cartes ou quatre nells</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="104"/>
        <source>Siebenblatt or 4 Bauern</source>
        <translation>Sept cartes ou quatre bours</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="104"/>
        <source>Achtblatt</source>
        <translation>Huit cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="105"/>
        <source>Neunblatt</source>
        <translation>Neuf cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="109"/>
        <source>add {0}: {1}</source>
        <translation>ajouter {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="123"/>
        <source>Weis for {0}</source>
        <translation>Annonces pour {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="155"/>
        <source>Weis {0}</source>
        <translation>Annonces {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/weis.py" line="155"/>
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
</context>
<context>
    <name>WindowLink</name>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="517"/>
        <source>Entry {0} taken over from a phone</source>
        <translation>Inscription {0} reprise d’un téléphone</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="518"/>
        <source>Correction of entry {0} taken over from a phone</source>
        <translation>Correction de l’inscription {0} reprise d’un téléphone</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="519"/>
        <source>Entry {0} removed on a phone, here too</source>
        <translation>Inscription {0} retirée sur un téléphone, ici aussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="520"/>
        <source>The table&apos;s board taken over from a phone</source>
        <translation>Ardoise de la table reprise d’un téléphone</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="522"/>
        <source>Entry {0} taken over from the Oberjasser</source>
        <translation>Inscription {0} reprise du chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="523"/>
        <source>Correction of entry {0} taken over from the Oberjasser</source>
        <translation>Correction de l’inscription {0} reprise du chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="525"/>
        <source>Entry {0} removed by the Oberjasser, here too</source>
        <translation>Inscription {0} retirée par le chef de jeu, ici aussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="526"/>
        <source>The table&apos;s board taken over from the Oberjasser</source>
        <translation>Ardoise de la table reprise du chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="528"/>
        <source>Entry {0} taken over from the table</source>
        <translation>Inscription {0} reprise de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="529"/>
        <source>Correction of entry {0} taken over from the table</source>
        <translation>Correction de l’inscription {0} reprise de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="530"/>
        <source>Entry {0} removed at the table, here too</source>
        <translation>Inscription {0} retirée à la table, ici aussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="531"/>
        <source>The table&apos;s board taken over</source>
        <translation>Ardoise de la table reprise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="611"/>
        <source>Passe {0}, table {1}</source>
        <translation>Manche {0}, table {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="612"/>
        <source>Live: Passe {0}, table {1}</source>
        <translation>En direct&#xa0;: manche {0}, table {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/live.py" line="616"/>
        <source>Evening ended: %n entries were not sent, they are kept on this computer</source>
        <translation>
            <numerusform>Soirée terminée&#xa0;: %n inscription non envoyée reste sur cet ordinateur</numerusform>
            <numerusform>Soirée terminée&#xa0;: %n inscriptions non envoyées restent sur cet ordinateur</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="618"/>
        <source>Evening ended: the last change was not sent, it is kept on this computer</source>
        <translation>Soirée terminée&#xa0;: la modification non envoyée reste sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="620"/>
        <source>Evening ended: the server holds every entry of this table</source>
        <translation>Soirée terminée&#xa0;: le serveur a toutes les inscriptions de cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="622"/>
        <source>Code renewed: the entries not yet sent wait on this computer for the table&apos;s new code</source>
        <translation>Code renouvelé&#xa0;: les inscriptions pas encore envoyées attendent sur cet ordinateur le nouveau code de la table</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/live.py" line="625"/>
        <source>No connection: %n entries are kept on this computer and sent later</source>
        <translation>
            <numerusform>Pas de connexion&#xa0;: %n inscription attend sur cet ordinateur et partira plus tard</numerusform>
            <numerusform>Pas de connexion&#xa0;: %n inscriptions attendent sur cet ordinateur et partiront plus tard</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="627"/>
        <source>No connection: the last change is kept on this computer and sent later</source>
        <translation>Pas de connexion&#xa0;: la modification attend sur cet ordinateur et partira plus tard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="629"/>
        <source>No connection: what you write waits on this computer and is sent later</source>
        <translation>Pas de connexion&#xa0;: ce que vous écrivez attend sur cet ordinateur et partira plus tard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="874"/>
        <source>Connected to the table again</source>
        <translation>De nouveau connecté à la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="634"/>
        <source>Not written: meanwhile another phone or the Oberjasser wrote at this table. File → Join club evening… takes its board; your own rounds stay under File → Unsaved matches…</source>
        <translation>Pas inscrit&#xa0;: entre-temps, un autre téléphone ou le chef de jeu a inscrit à cette table. Fichier → Rejoindre la soirée du club… reprend son ardoise&#xa0;; vos propres donnes restent sous Fichier → Parties non enregistrées…</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="639"/>
        <source>The evening&apos;s server: {0}</source>
        <translation>Le serveur de la soirée&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="641"/>
        <source>The live evening has ended.</source>
        <translation>La soirée en direct est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="643"/>
        <source>The evening&apos;s server does not answer: {0}</source>
        <translation>Le serveur de la soirée ne répond pas&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="645"/>
        <source>Keep writing: what you write waits on this computer and is sent when the evening&apos;s server answers again.</source>
        <translation>Continuez d’écrire&#xa0;: ce que vous écrivez attend sur cet ordinateur et partira dès que le serveur de la soirée répondra.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="685"/>
        <source>The board of this table changed meanwhile (another phone or the Oberjasser wrote): File → Join club evening… takes it</source>
        <translation>L’ardoise de cette table a changé entre-temps (un autre téléphone ou le chef de jeu a inscrit)&#xa0;: Fichier → Rejoindre la soirée du club… la reprend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="766"/>
        <source>Your round {0} is not at the table: it stays among the unsaved matches (File → Unsaved matches…). Type it again where it is missing.</source>
        <translation>Votre donne {0} n’est pas à la table&#xa0;: elle reste parmi les parties non enregistrées (Fichier → Parties non enregistrées…). Tapez-la à nouveau là où elle manque.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="769"/>
        <source>Your rounds {0} are not at the table: they stay among the unsaved matches (File → Unsaved matches…). Type them again where they are missing.</source>
        <translation>Vos donnes {0} ne sont pas à la table&#xa0;: elles restent parmi les parties non enregistrées (Fichier → Parties non enregistrées…). Tapez-les à nouveau là où elles manquent.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="778"/>
        <location filename="../../jasstafel/ui/club/live.py" line="1116"/>
        <source>Take the table&apos;s board?</source>
        <translation>Reprendre l’ardoise de la table&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="779"/>
        <source>Another phone or the Oberjasser wrote at this table meanwhile. The window shows the table&apos;s board from now on.</source>
        <translation>Entre-temps, un autre téléphone ou le chef de jeu a inscrit à cette table. La fenêtre montre désormais l’ardoise de la table.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="782"/>
        <source>&amp;Take the table&apos;s board</source>
        <translation>&amp;Reprendre l’ardoise de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/live.py" line="783"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="77"/>
        <source>error: {0}</source>
        <translation>erreur&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="169"/>
        <source>cannot write the output: {0}</source>
        <translation>impossible d’écrire la sortie&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="184"/>
        <source>{0}: the file name is empty</source>
        <translation>{0}&#xa0;: le nom de fichier est vide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="238"/>
        <location filename="../../jasstafel/cli/options.py" line="255"/>
        <source>unknown command {0}; did you mean {1}?</source>
        <translation>commande inconnue {0}&#xa0;; vouliez-vous dire {1}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="240"/>
        <source>{0} is neither a command nor a match file (commands: {1})</source>
        <translation>{0} n’est ni une commande ni un fichier de partie (commandes&#xa0;: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="247"/>
        <source>the window opens one match file at a time, not {0} ({1})</source>
        <translation>la fenêtre ouvre un fichier de partie à la fois, pas {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="270"/>
        <source>the window needs a graphical display (DISPLAY or WAYLAND_DISPLAY), and there is none here; in a terminal: {0} or {1}</source>
        <translation>la fenêtre a besoin d’un affichage graphique (DISPLAY ou WAYLAND_DISPLAY), et il n’y en a pas ici&#xa0;; dans un terminal&#xa0;: {0} ou {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="299"/>
        <source>{0} needs a value (known: {1})</source>
        <translation>{0} demande une valeur (connues&#xa0;: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="301"/>
        <source>--lang: unknown language {0} (known: {1})</source>
        <translation>--lang&#xa0;: langue inconnue {0} (connues&#xa0;: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="360"/>
        <source>the window needs PySide6: {0}</source>
        <translation>la fenêtre a besoin de PySide6&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="377"/>
        <source>Jasstafel: the Jass scoreboard. Score, check and create match files.</source>
        <translation>Jasstafel&#xa0;: l’ardoise du jass. Compter, vérifier et créer des fichiers de partie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="380"/>
        <source>show program&apos;s version number and exit</source>
        <translation>afficher le numéro de version et quitter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="382"/>
        <source>the language of the output, the sheet and the CSV files (also after the command; default: the locale, else English)</source>
        <translation>la langue de la sortie, de la feuille et des fichiers CSV (aussi après la commande&#xa0;; par défaut&#xa0;: celle du système, sinon l’anglais)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="386"/>
        <source>match file (.jass)</source>
        <translation>fichier de partie (.jass)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="388"/>
        <source>print the board of a match file</source>
        <translation>afficher l’ardoise d’un fichier de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="390"/>
        <source>print the board as one JSON object</source>
        <translation>afficher l’ardoise comme un seul objet JSON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="392"/>
        <source>the board after the first N entries</source>
        <translation>l’ardoise après les N premières inscriptions</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="395"/>
        <source>check every entry; exit 1 at the first invalid one</source>
        <translation>vérifier chaque inscription&#xa0;; code de sortie 1 à la première non valable</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="399"/>
        <source>print the JSON Schema of match files</source>
        <translation>afficher le schéma JSON des fichiers de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="402"/>
        <source>list the variants and their presets</source>
        <translation>lister les jeux et leurs règlements</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="405"/>
        <source>write a new, empty match file from a preset</source>
        <translation>écrire un nouveau fichier de partie, vide, d’après un règlement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="406"/>
        <source>variant name, e.g. schieber</source>
        <translation>nom du jeu, p. ex. schieber</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="408"/>
        <source>player names in seat order</source>
        <translation>noms des joueurs dans l’ordre des places</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="410"/>
        <source>preset name (see &apos;jasstafel variants&apos;)</source>
        <translation>nom du règlement (voir &apos;jasstafel variants&apos;)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="418"/>
        <source>the name of the next team of --teams, once per team in team order; a team without one (or with &apos;&apos;) is called after its players, &apos;Anna &amp; Cla&apos;</source>
        <translation>le nom de l’équipe suivante de --teams, une fois par équipe dans l’ordre des équipes&#xa0;; une équipe sans nom (ou avec &apos;&apos;) porte le nom de ses joueurs, «&#xa0;Anna &amp; Cla&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="412"/>
        <source>file to write (refused if it exists)</source>
        <translation>fichier à écrire (refusé s’il existe)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="414"/>
        <source>punktetafel: the players play in N teams, partners N seats apart: team A has seats 1, 1+N, 1+2N …, team B seats 2, 2+N … (without it each plays for themselves)</source>
        <translation>punktetafel&#xa0;: les joueurs jouent en N équipes, les partenaires à N places d’écart&#xa0;: l’équipe A a les places 1, 1+N, 1+2N …, l’équipe B les places 2, 2+N … (sans cette option, chacun pour soi)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="423"/>
        <source>write the match sheet, or a blank sheet, as a PDF file</source>
        <translation>écrire la feuille de la partie, ou une feuille vierge, en fichier PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="427"/>
        <source>a blank sheet of VARIANT for paper play</source>
        <translation>une feuille vierge du JEU, pour jouer sur papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="429"/>
        <source>the blank sheet&apos;s preset (see &apos;jasstafel variants&apos;)</source>
        <translation>le règlement de la feuille vierge (voir &apos;jasstafel variants&apos;)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="431"/>
        <source>the blank sheet&apos;s cards: de Swiss German (Acorns, Roses …), fr French (Clubs, Spades …); default: the preset&apos;s</source>
        <translation>les cartes de la feuille vierge&#xa0;: de cartes allemandes (glands, roses …), fr cartes françaises (trèfle, pique …)&#xa0;; par défaut&#xa0;: celles du règlement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="434"/>
        <source>paper size (default a4)</source>
        <translation>format du papier (par défaut a4)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="435"/>
        <source>CLUB</source>
        <translation>CLUB</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="436"/>
        <source>club name at the top of every page</source>
        <translation>nom du club en haut de chaque page</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="438"/>
        <source>PDF file to write (replaced)</source>
        <translation>fichier PDF à écrire (remplacé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="441"/>
        <source>write the entries (and the board) as CSV files</source>
        <translation>écrire les inscriptions (et l’ardoise) en fichiers CSV</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="444"/>
        <source>CSV file of the entries (replaced)</source>
        <translation>fichier CSV des inscriptions (remplacé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="446"/>
        <source>also write the board to FILE (CSV), one row per side</source>
        <translation>écrire aussi l’ardoise dans FICHIER (CSV), une ligne par équipe ou joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="461"/>
        <source>--upto {0}: give a number of entries from 0 to {1} (the match has {1})</source>
        <translation>--upto {0}&#xa0;: donnez un nombre d’inscriptions de 0 à {1} (la partie en a {1})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/main.py" line="475"/>
        <source>%n entries, all valid</source>
        <translation>
            <numerusform>%n inscription, toutes valables</numerusform>
            <numerusform>%n inscriptions, toutes valables</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="495"/>
        <source>{0}-{1} players</source>
        <translation>{0} à {1} joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="512"/>
        <location filename="../../jasstafel/cli/main.py" line="561"/>
        <source>Team {0}</source>
        <translation>Équipe {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="530"/>
        <location filename="../../jasstafel/cli/main.py" line="593"/>
        <location filename="../../jasstafel/cli/main.py" line="606"/>
        <location filename="../../jasstafel/cli/main.py" line="609"/>
        <source>wrote {0}</source>
        <translation>{0} écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="545"/>
        <source>--team-name needs --teams: it names the teams that --teams makes</source>
        <translation>--team-name demande --teams&#xa0;: il nomme les équipes que --teams forme</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="549"/>
        <source>--teams: only {0} may be played by a number of teams chosen, not {1}</source>
        <translation>--teams&#xa0;: un nombre d’équipes choisi n’existe qu’avec {0}, pas avec {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="552"/>
        <source>--teams: at most {0}, the number of players, not {1}</source>
        <translation>--teams&#xa0;: au plus {0}, le nombre de joueurs, pas {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="557"/>
        <source>--team-name: {0} names for {1} teams</source>
        <translation>--team-name&#xa0;: {0} noms pour {1} équipes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="578"/>
        <source>--deck is for blank sheets: a match file has its own cards</source>
        <translation>--deck est pour les feuilles vierges&#xa0;: un fichier de match a ses propres cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="651"/>
        <source>Entry</source>
        <translation>Inscription</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="651"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="700"/>
        <source>winner</source>
        <translation>victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="702"/>
        <source>loser</source>
        <translation>défaite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="703"/>
        <source>place {0}</source>
        <translation>place {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="740"/>
        <source>Matches in own rows</source>
        <translation>Matchs dans ses lignes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="742"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="742"/>
        <source>Kontermatsch</source>
        <translation>Contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="743"/>
        <source>best round</source>
        <translation>meilleure donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="743"/>
        <source>to the target</source>
        <translation>jusqu’au but</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="744"/>
        <source>target</source>
        <translation>but</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="744"/>
        <source>Striche</source>
        <translation>Traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="744"/>
        <source>Win</source>
        <translation>Victoire</translation>
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
        <translation>total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="746"/>
        <source>open rows</source>
        <translation>lignes ouvertes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="747"/>
        <source>still possible</source>
        <translation>encore possible</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="747"/>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="748"/>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="748"/>
        <source>card points</source>
        <translation>points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="748"/>
        <source>last</source>
        <translation>dernière</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="749"/>
        <source>prediction</source>
        <translation>estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="749"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="749"/>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="750"/>
        <source>Nuller</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="750"/>
        <source>net</source>
        <translation>net</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="750"/>
        <source>to König</source>
        <translation>jusqu’à König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="751"/>
        <source>König</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="751"/>
        <source>as Fahnder</source>
        <translation>comme Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="752"/>
        <source>made as Fahnder</source>
        <translation>réussi comme Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="752"/>
        <source>penalties</source>
        <translation>pénalités</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="753"/>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="753"/>
        <source>by game</source>
        <translation>par jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="753"/>
        <source>tricks</source>
        <translation>plis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="754"/>
        <source>last trick</source>
        <translation>dernier pli</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="754"/>
        <source>groups</source>
        <translation>groupes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="754"/>
        <source>full</source>
        <translation>plein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="755"/>
        <source>to full</source>
        <translation>jusqu’à plein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="755"/>
        <source>Handweis</source>
        <translation>Annonces de main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="755"/>
        <source>Tischweis</source>
        <translation>Annonces de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="756"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="756"/>
        <source>Stöck points</source>
        <translation>points de stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="757"/>
        <source>card drawn</source>
        <translation>carte tirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="757"/>
        <source>won</source>
        <translation>gagnés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="758"/>
        <source>inherited</source>
        <translation>hérités</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="758"/>
        <source>to go</source>
        <translation>encore</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="758"/>
        <source>in the game</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="759"/>
        <source>reached 15 in deal</source>
        <translation>15 atteint à la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="759"/>
        <source>declared</source>
        <translation>pris</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="760"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="760"/>
        <source>behind</source>
        <translation>retard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="793"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="793"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="59"/>
        <location filename="../../jasstafel/cli/options.py" line="60"/>
        <location filename="../../jasstafel/cli/options.py" line="160"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="68"/>
        <source>{0}; {1}</source>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="344"/>
        <source>the argument &apos;{0}&apos; is not valid UTF-8 text (is the terminal set to UTF-8?)</source>
        <translation>l’argument «&#xa0;{0}&#xa0;» n’est pas un texte UTF-8 valable (le terminal est-il réglé sur UTF-8&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="407"/>
        <source>PLAYER</source>
        <translation>JOUEUR</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/main.py" line="493"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="523"/>
        <location filename="../../jasstafel/cli/main.py" line="527"/>
        <source>{0} exists already; not overwritten</source>
        <translation>{0} existe déjà&#xa0;; pas écrasé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="572"/>
        <source>print takes a match file or --blank VARIANT, not both</source>
        <translation>print prend un fichier de match ou --blank JEU, pas les deux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="574"/>
        <source>print needs a match file, or --blank VARIANT for a blank sheet</source>
        <translation>print demande un fichier de match, ou --blank JEU pour une feuille vierge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="576"/>
        <source>--preset is for blank sheets: a match file has its own settings</source>
        <translation>--preset est pour les feuilles vierges&#xa0;: un fichier de match a ses propres réglages</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="587"/>
        <source>printing needs PySide6: {0}</source>
        <translation>l’impression demande PySide6&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="616"/>
        <source>cannot write {0}: {1}</source>
        <translation>impossible d’écrire {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="680"/>
        <source>{0}. {1}: {2}</source>
        <translation>{0}. {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="34"/>
        <source>{0} is not a column separator: choose comma, semicolon or tab</source>
        <translation>{0} n’est pas un séparateur de colonnes&#xa0;: choisissez comma, semicolon ou tab</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="42"/>
        <source>CSV column separator: comma, semicolon or tab (default: semicolon in German and French, else comma)</source>
        <translation>séparateur des colonnes CSV&#xa0;: comma, semicolon ou tab (par défaut&#xa0;: semicolon en allemand et en français, sinon comma)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="50"/>
        <source>missing: {0}</source>
        <translation>il manque&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="52"/>
        <source>{0}: {1} is not one of {2}</source>
        <translation>{0}&#xa0;: {1} n’est pas l’une des valeurs {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="54"/>
        <source>{0}: {1} is not a number</source>
        <translation>{0}&#xa0;: {1} n’est pas un nombre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="56"/>
        <source>{0} needs a value</source>
        <translation>{0} demande une valeur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="141"/>
        <source>usage: </source>
        <translation>utilisation&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="188"/>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="189"/>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="192"/>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="227"/>
        <source>unknown argument: {0}</source>
        <translation>argument inconnu&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="278"/>
        <source>unknown option {0}; did you mean {1}?</source>
        <translation>option inconnue {0}&#xa0;; vouliez-vous dire {1}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="279"/>
        <source>unknown option {0}</source>
        <translation>option inconnue {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="257"/>
        <source>unknown command {0} (commands: {1})</source>
        <translation>commande inconnue {0} (commandes&#xa0;: {1})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/main.py" line="245"/>
        <location filename="../../jasstafel/cli/options.py" line="58"/>
        <location filename="../../jasstafel/cli/options.py" line="224"/>
        <source>unknown arguments: {0}</source>
        <translation>arguments inconnus&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/options.py" line="83"/>
        <source>{0} (see: {1} --help)</source>
        <translation>{0} (voir&#xa0;: {1} --help)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="165"/>
        <source>the club database: members, evenings, draw, results, rankings</source>
        <translation>la base de données du club&#xa0;: membres, soirées, tirage, résultats, classements</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="166"/>
        <source>The Jass club: members, evenings, the draw, results and rankings, kept in one SQLite file.</source>
        <translation>Le club de jass&#xa0;: membres, soirées, tirage au sort, résultats et classements, dans un seul fichier SQLite.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="168"/>
        <location filename="../../jasstafel/cli/club.py" line="172"/>
        <source>PATH</source>
        <translation>CHEMIN</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="169"/>
        <source>club database (default {0})</source>
        <translation>base de données du club (par défaut {0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="173"/>
        <source>club database file (created if missing by &apos;member add&apos;, &apos;guest add&apos; and &apos;evening new&apos;)</source>
        <translation>fichier de la base de données du club (s’il manque, &apos;member add&apos;, &apos;guest add&apos; et &apos;evening new&apos; le créent)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="183"/>
        <source>paper size of the PDF (default a4)</source>
        <translation>format du papier du PDF (par défaut a4)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="184"/>
        <location filename="../../jasstafel/cli/club.py" line="199"/>
        <location filename="../../jasstafel/cli/club.py" line="399"/>
        <location filename="../../jasstafel/cli/club.py" line="425"/>
        <location filename="../../jasstafel/cli/main.py" line="417"/>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="185"/>
        <source>the club&apos;s name printed on every page</source>
        <translation>le nom du club, imprimé sur chaque page</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="186"/>
        <location filename="../../jasstafel/cli/main.py" line="384"/>
        <source>COMMAND</source>
        <translation>COMMANDE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="192"/>
        <source>draw the seats of an evening (or show the draw)</source>
        <translation>tirer au sort les places d’une soirée (ou afficher le tirage)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="193"/>
        <source>the seat list: FILE.csv as CSV (UTF-8 with BOM), FILE.pdf as PDF; twice for both</source>
        <translation>la liste des places&#xa0;: FICHIER.csv en CSV (UTF-8 avec BOM), FICHIER.pdf en PDF&#xa0;; deux fois pour les deux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="196"/>
        <location filename="../../jasstafel/cli/club.py" line="344"/>
        <source>MEMBER</source>
        <translation>MEMBRE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="197"/>
        <source>members present (id, name or short name)</source>
        <translation>les membres présents (numéro, nom ou nom court)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="198"/>
        <source>every active member plays</source>
        <translation>chaque membre actif joue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="200"/>
        <source>a guest plays too (named once; in the evening&apos;s ranking only)</source>
        <translation>un invité joue aussi (nommé une fois&#xa0;; seulement dans le classement de la soirée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="201"/>
        <source>SEED</source>
        <translation>GRAINE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="202"/>
        <source>seed the random draw (repeatable)</source>
        <translation>graine du tirage au sort (reproductible)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="204"/>
        <source>sit-outs instead of tables of three</source>
        <translation>des joueurs au repos plutôt que des tables de trois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="206"/>
        <source>draw Passen N … again (earlier Passen stay)</source>
        <translation>tirer à nouveau les manches dès N (les manches d’avant restent)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="210"/>
        <source>table sheets, table cards or the seat map from the draw</source>
        <translation>feuilles de table, cartes de table ou plan de la salle d’après le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="211"/>
        <source>the PDF file to write (required)</source>
        <translation>le fichier PDF à écrire (obligatoire)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="214"/>
        <source>table sheets (default), table cards, or the seat map</source>
        <translation>feuilles de table (par défaut), cartes de table ou plan de la salle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="215"/>
        <location filename="../../jasstafel/cli/club.py" line="225"/>
        <location filename="../../jasstafel/cli/club.py" line="240"/>
        <source>PASSE</source>
        <translation>MANCHE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="215"/>
        <source>only this Passe</source>
        <translation>seulement cette manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="219"/>
        <source>record match files as results (all or none)</source>
        <translation>enregistrer des fichiers de partie comme résultats (tous ou aucun)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="221"/>
        <source>FILE[:PASSE[:TABLE]]</source>
        <translation>FICHIER[:MANCHE[:TABLE]]</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="226"/>
        <source>Passe of the files without one</source>
        <translation>la manche des fichiers qui n’en donnent pas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="228"/>
        <source>replace results already recorded at those tables (a correction)</source>
        <translation>remplacer les résultats déjà enregistrés à ces tables (une correction)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="229"/>
        <source>accept unfinished matches</source>
        <translation>accepter des parties inachevées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="230"/>
        <location filename="../../jasstafel/cli/club.py" line="252"/>
        <source>why (kept with corrections)</source>
        <translation>pourquoi (gardé avec les corrections)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="232"/>
        <location filename="../../jasstafel/cli/club.py" line="357"/>
        <source>REASON</source>
        <translation>RAISON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="233"/>
        <source>accept matches played with other table rules than the evening&apos;s (rounds, Weis, factors …); the reason is logged</source>
        <translation>accepter des parties jouées avec d’autres règles de la table que celles de la soirée (donnes, annonces, facteurs …)&#xa0;; la raison est notée au journal</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="238"/>
        <source>type a table&apos;s result from a paper sheet, or correct one</source>
        <translation>saisir le résultat d’une table depuis une feuille, ou en corriger un</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="241"/>
        <source>the Passe&apos;s number (1, 2 …)</source>
        <translation>le numéro de la manche (1, 2 …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="243"/>
        <source>the table&apos;s number in that Passe (1, 2 …)</source>
        <translation>le numéro de la table dans cette manche (1, 2 …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="244"/>
        <source>MEMBER=FIGURES</source>
        <translation>MEMBRE=CHIFFRES</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="250"/>
        <source>change only the figures given of stored results</source>
        <translation>changer seulement les chiffres donnés des résultats enregistrés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="251"/>
        <source>replace the table&apos;s results</source>
        <translation>remplacer les résultats de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="256"/>
        <source>the evening&apos;s or the season&apos;s ranking</source>
        <translation>le classement de la soirée ou de la saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="258"/>
        <source>WHICH</source>
        <translation>LEQUEL</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="260"/>
        <source>the ranking: FILE.csv as CSV (UTF-8 with BOM), FILE.pdf as PDF; twice for both</source>
        <translation>le classement&#xa0;: FICHIER.csv en CSV (UTF-8 avec BOM), FICHIER.pdf en PDF&#xa0;; deux fois pour les deux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="263"/>
        <source>an evening&apos;s ranking</source>
        <translation>le classement d’une soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="268"/>
        <source>the season&apos;s ranking</source>
        <translation>le classement de la saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="270"/>
        <source>season label, e.g. 2026</source>
        <translation>désignation de la saison, p. ex. 2026</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="271"/>
        <source>count the best N evenings</source>
        <translation>compter les N meilleures soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="272"/>
        <source>of the first M evenings</source>
        <translation>parmi les M premières soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="274"/>
        <source>drop the worst result (or K worst)</source>
        <translation>écarter le plus mauvais résultat (ou les K plus mauvais)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="276"/>
        <source>per evening: rank points (default) or the evening&apos;s points</source>
        <translation>par soirée&#xa0;: points de rang (par défaut) ou les points de la soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="280"/>
        <source>an evening&apos;s results as CSV (a row per member and Passe)</source>
        <translation>les résultats d’une soirée en CSV (une ligne par membre et manche)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="281"/>
        <source>the CSV file to write (required; UTF-8 with BOM)</source>
        <translation>le fichier CSV à écrire (obligatoire&#xa0;; UTF-8 avec BOM)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="285"/>
        <source>the corrections log</source>
        <translation>le journal des corrections</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="287"/>
        <source>of this evening only (also a deleted one: its id)</source>
        <translation>de cette soirée seulement (aussi d’une soirée supprimée&#xa0;: son numéro)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="290"/>
        <source>a member&apos;s statistics</source>
        <translation>les statistiques d’un membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="294"/>
        <source>as JSON (the series for a chart)</source>
        <translation>en JSON (la série pour un graphique)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="333"/>
        <location filename="../../jasstafel/cli/main.py" line="386"/>
        <location filename="../../jasstafel/cli/main.py" line="411"/>
        <location filename="../../jasstafel/cli/main.py" line="437"/>
        <location filename="../../jasstafel/cli/main.py" line="443"/>
        <location filename="../../jasstafel/cli/main.py" line="445"/>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="345"/>
        <source>member id, name or short name</source>
        <translation>numéro, nom ou nom court du membre</translation>
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
        <translation>TABLE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="353"/>
        <source>NOTE</source>
        <translation>REMARQUE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="358"/>
        <source>accept other players than the draw seated there (a late arrival, a substitute); the reason is logged</source>
        <translation>accepter d’autres joueurs que ceux que le tirage y a placés (un retardataire, un remplaçant)&#xa0;; la raison est notée au journal</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="366"/>
        <source>run an evening live: every table writes on its phone</source>
        <translation>mener une soirée en direct&#xa0;: chaque table inscrit sur son téléphone</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="367"/>
        <source>Run a club evening live on the local network: the tables open the address on a phone and type their table code; the ranking page is for the wall. Ends with Ctrl+C (or on the Oberjasser&apos;s page).</source>
        <translation>Mener une soirée du club en direct sur le réseau local&#xa0;: les tables ouvrent l’adresse sur un téléphone et tapent leur code de table&#xa0;; la page du classement est pour le mur. Se termine avec Ctrl+C (ou sur la page du chef de jeu).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="370"/>
        <source>evening id (or date)</source>
        <translation>numéro de la soirée (ou date)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="371"/>
        <source>address to listen on (default: every network of this computer)</source>
        <translation>adresse d’écoute (par défaut&#xa0;: chaque réseau de cet ordinateur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="372"/>
        <source>first port tried (default 8765)</source>
        <translation>premier port essayé (par défaut 8765)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="373"/>
        <source>the Passe clock counts down from this many minutes</source>
        <translation>l’horloge de la manche décompte depuis ce nombre de minutes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="374"/>
        <source>new table codes and Oberjasser code (else a restart keeps them)</source>
        <translation>nouveaux codes des tables et du chef de jeu (sinon un redémarrage les garde)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="375"/>
        <source>language of the pages (de, fr, en)</source>
        <translation>langue des pages (de, fr, en)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="286"/>
        <location filename="../../jasstafel/cli/club.py" line="339"/>
        <location filename="../../jasstafel/cli/club.py" line="376"/>
        <source>EVENING</source>
        <translation>SOIRÉE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="222"/>
        <source>match file; without PASSE, its players&apos; table in the draw gives the Passe and the table; the table defaults to the file&apos;s info.table</source>
        <translation>fichier de partie&#xa0;; sans MANCHE, la table de ses joueurs au tirage donne la manche et la table&#xa0;; la table est sinon celle d’info.table du fichier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="245"/>
        <source>e.g. Anna=1013,matches=1: the points first, then KEY=VALUE, a comma apart (the keys below)</source>
        <translation>p. ex. Anna=1013,matches=1&#xa0;: d’abord les points, puis CLÉ=VALEUR, séparés par des virgules (les clés ci-dessous)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="308"/>
        <source>the counted figure (a number without a key is this one): the points, a Differenzler&apos;s penalty, a Handjass&apos;s Striche, a Pandur&apos;s score points</source>
        <translation>le chiffre compté (un nombre sans clé est celui-ci)&#xa0;: les points, la pénalité d’une différence, les traits d’un Handjass, les points marqués d’une bandoure</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="311"/>
        <source>the Striche (Fahnder, Handjass)</source>
        <translation>les traits (Fahnder, Handjass)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="312"/>
        <source>the Nuller (Fahnder: Striche minus Nuller count)</source>
        <translation>les zéros (Fahnder&#xa0;: les traits moins les zéros comptent)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="313"/>
        <source>the rank at the table (1, 2 …): every player&apos;s in a Pandur; elsewhere it orders equal figures</source>
        <translation>le rang à la table (1, 2 …)&#xa0;: celui de chaque joueur à la bandoure&#xa0;; ailleurs, il ordonne des chiffres égaux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="315"/>
        <source>the Matches made (Schieber, Coiffeur)</source>
        <translation>les matchs faits (chibre, coiffeur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="316"/>
        <source>won the table: {yes} or {no}</source>
        <translation>a gagné à la table&#xa0;: {yes} ou {no}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="317"/>
        <source>the team at the table: A or B (else as the draw seated it)</source>
        <translation>l’équipe à la table&#xa0;: A ou B (sinon comme le tirage l’a placée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="324"/>
        <source>The keys of the figures (typed as they stand, in every language):</source>
        <translation>Les clés des chiffres (tapées telles quelles, dans toutes les langues)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="340"/>
        <source>evening id or date: 2026-11-05, 05.11.2026, 5.11.2026</source>
        <translation>numéro ou date de la soirée&#xa0;: 05.11.2026, 5.11.2026, 2026-11-05</translation>
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
        <translation>MINUTES</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="377"/>
        <source>LANGUAGE</source>
        <translation>LANGUE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="396"/>
        <location filename="../../jasstafel/cli/club.py" line="422"/>
        <location filename="../../jasstafel/cli/club.py" line="439"/>
        <source>ACTION</source>
        <translation>ACTION</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="398"/>
        <source>a new member</source>
        <translation>un nouveau membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="400"/>
        <location filename="../../jasstafel/cli/club.py" line="410"/>
        <source>SHORT</source>
        <translation>NOM-COURT</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="401"/>
        <source>short name for seat lists</source>
        <translation>nom court pour les listes des places</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="403"/>
        <source>the members</source>
        <translation>les membres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="404"/>
        <source>active members only</source>
        <translation>seulement les membres actifs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="407"/>
        <source>a member&apos;s (or guest&apos;s) new name and short name</source>
        <translation>nouveau nom et nom court d’un membre (ou d’un invité)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="409"/>
        <source>NEW-NAME</source>
        <translation>NOUVEAU-NOM</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="409"/>
        <source>the new name</source>
        <translation>le nouveau nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="411"/>
        <source>the new short name (&quot;&quot;: none; left out: the short name stays)</source>
        <translation>le nouveau nom court (&quot;&quot;&#xa0;: aucun&#xa0;; omis&#xa0;: le nom court reste)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="413"/>
        <source>no longer drawn; results stay</source>
        <translation>n’est plus tiré au sort&#xa0;; les résultats restent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="414"/>
        <source>active again</source>
        <translation>à nouveau actif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="415"/>
        <source>only a member without results</source>
        <translation>seulement un membre sans résultats</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="420"/>
        <source>guests: play an evening, not the season</source>
        <translation>invités&#xa0;: jouent une soirée, pas la saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="424"/>
        <source>a guest (named once)</source>
        <translation>un invité (nommé une fois)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="427"/>
        <source>the guests</source>
        <translation>la liste des invités</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="430"/>
        <source>a guest becomes a member (his evenings count in the season)</source>
        <translation>un invité devient membre (ses soirées comptent dans la saison)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="432"/>
        <source>id or name</source>
        <translation>numéro ou nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="437"/>
        <source>create, list, correct, delete evenings</source>
        <translation>créer, lister, corriger, supprimer des soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="441"/>
        <source>a new club evening</source>
        <translation>une nouvelle soirée du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="444"/>
        <source>e.g. schieber, coiffeur, molotow</source>
        <translation>p. ex. schieber, coiffeur, molotow</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="445"/>
        <location filename="../../jasstafel/cli/club.py" line="477"/>
        <location filename="../../jasstafel/cli/main.py" line="409"/>
        <location filename="../../jasstafel/cli/main.py" line="428"/>
        <source>PRESET</source>
        <translation>RÈGLEMENT</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="446"/>
        <source>preset (see &apos;jasstafel variants&apos;)</source>
        <translation>règlement (voir &apos;jasstafel variants&apos;)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="447"/>
        <location filename="../../jasstafel/cli/club.py" line="480"/>
        <source>PASSEN</source>
        <translation>MANCHES</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="448"/>
        <source>Passen per table (default 3)</source>
        <translation>manches par table (par défaut 3)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="449"/>
        <location filename="../../jasstafel/cli/club.py" line="481"/>
        <source>TABLES</source>
        <translation>TABLES</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="450"/>
        <source>number of tables (default: from the draw)</source>
        <translation>nombre de tables (par défaut&#xa0;: d’après le tirage)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="451"/>
        <location filename="../../jasstafel/cli/club.py" line="471"/>
        <source>PLACE</source>
        <translation>LIEU</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="453"/>
        <location filename="../../jasstafel/cli/club.py" line="473"/>
        <source>TITLE</source>
        <translation>TITRE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="455"/>
        <source>season label (default: the year of the date)</source>
        <translation>désignation de la saison (par défaut&#xa0;: l’année de la date)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="456"/>
        <location filename="../../jasstafel/cli/club.py" line="478"/>
        <source>KEY=VALUE</source>
        <translation>CLÉ=VALEUR</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="457"/>
        <source>a table setting, e.g. --set rounds=8 (JSON values)</source>
        <translation>une règle de la table, p. ex. --set rounds=8 (valeurs en JSON)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="459"/>
        <source>the cards: de Swiss German (Acorns, Roses …), fr French (Clubs, Spades …); default: French in French, else Swiss German, unless the preset is made for one deck (Swisslos&apos;s)</source>
        <translation>les cartes&#xa0;: de cartes allemandes (glands, roses …), fr cartes françaises (trèfle, pique …)&#xa0;; par défaut&#xa0;: les françaises en français, sinon les allemandes, sauf si le règlement est fait pour un seul jeu (ceux de Swisslos)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="463"/>
        <source>the evenings</source>
        <translation>les soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="467"/>
        <source>correct an evening (date, season, variant …); logged</source>
        <translation>corriger une soirée (date, saison, jeu …)&#xa0;; noté au journal</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="442"/>
        <location filename="../../jasstafel/cli/club.py" line="469"/>
        <source>DATE</source>
        <translation>DATE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="475"/>
        <source>only while the evening has no results</source>
        <translation>seulement tant que la soirée n’a pas de résultats</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="443"/>
        <location filename="../../jasstafel/cli/club.py" line="476"/>
        <location filename="../../jasstafel/cli/main.py" line="406"/>
        <location filename="../../jasstafel/cli/main.py" line="426"/>
        <source>VARIANT</source>
        <translation>JEU</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="394"/>
        <source>add, list, rename, deactivate members</source>
        <translation>ajouter, lister, renommer, désactiver des membres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="432"/>
        <source>GUEST</source>
        <translation>INVITÉ</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="442"/>
        <location filename="../../jasstafel/cli/club.py" line="469"/>
        <source>2026-11-26 or 26.11.2026</source>
        <translation>2026-11-26 ou 26.11.2026</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="452"/>
        <location filename="../../jasstafel/cli/club.py" line="472"/>
        <source>where the evening is played, e.g. the inn</source>
        <translation>où la soirée se joue, p. ex. le restaurant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="454"/>
        <location filename="../../jasstafel/cli/club.py" line="474"/>
        <source>the evening&apos;s name on the rankings, e.g. Winter Cup</source>
        <translation>le nom de la soirée sur les classements, p. ex. Championnat d’hiver</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="479"/>
        <source>a table setting (only while the evening has no results)</source>
        <translation>une règle de la table (seulement tant que la soirée n’a pas de résultats)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="483"/>
        <source>clear a draw the new variant cannot play (then draw again)</source>
        <translation>effacer un tirage que le nouveau jeu ne peut pas jouer (puis tirer à nouveau)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="484"/>
        <location filename="../../jasstafel/cli/club.py" line="490"/>
        <source>why (kept in the corrections log)</source>
        <translation>pourquoi (gardé dans le journal des corrections)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="487"/>
        <source>delete an evening with its draw and results (logged)</source>
        <translation>supprimer une soirée avec son tirage et ses résultats (noté au journal)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="489"/>
        <source>yes, delete it</source>
        <translation>oui, la supprimer</translation>
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
        <translation>Membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <location filename="../../jasstafel/club/export.py" line="66"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="85"/>
        <source>Short name</source>
        <translation>Nom court</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="66"/>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="67"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="85"/>
        <source>Decided by</source>
        <translation>Départagé par</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1231"/>
        <location filename="../../jasstafel/club/export.py" line="67"/>
        <source>Dropped evenings</source>
        <translation>Soirées biffées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="325"/>
        <location filename="../../jasstafel/cli/club.py" line="712"/>
        <location filename="../../jasstafel/cli/club.py" line="1089"/>
        <location filename="../../jasstafel/cli/club.py" line="1094"/>
        <location filename="../../jasstafel/cli/club.py" line="1421"/>
        <location filename="../../jasstafel/club/club.py" line="1087"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <source>Member id</source>
        <translation>N° de membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <location filename="../../jasstafel/cli/club.py" line="759"/>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="612"/>
        <source>Evening</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <location filename="../../jasstafel/club/export.py" line="70"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="614"/>
        <source>Passe</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="71"/>
        <source>From</source>
        <translation>D’après</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="72"/>
        <source>a Jasstafel match</source>
        <translation>une partie Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="72"/>
        <source>a paper sheet</source>
        <translation>une feuille de papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="73"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="184"/>
        <source>Sit-out credit: {0}</source>
        <translation>Bonus de repos&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1231"/>
        <location filename="../../jasstafel/club/export.py" line="73"/>
        <source>Sat-out evenings</source>
        <translation>Soirées au repos</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="74"/>
        <source>{0} (absence)</source>
        <translation>{0} (absence)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="142"/>
        <source>cannot write {name}: {reason}</source>
        <translation>impossible d’écrire {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="113"/>
        <source>{name} is an input ({source}): it is not written over</source>
        <translation>{name} est une entrée ({source})&#xa0;: il n’est pas écrasé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="867"/>
        <location filename="../../jasstafel/club/ranking.py" line="358"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="270"/>
        <source>Passen</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="141"/>
        <location filename="../../jasstafel/ui/club/results.py" line="98"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="70"/>
        <location filename="../../jasstafel/club/ranking.py" line="141"/>
        <location filename="../../jasstafel/ui/club/results.py" line="98"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="141"/>
        <source>Best Passe</source>
        <translation>Meilleure manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="155"/>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="157"/>
        <source>Schieber to a target: the most games won; tie: more points over all Passen, then more Matches.</source>
        <translation>Chibre au but&#xa0;: le plus de parties gagnées&#xa0;; égalité&#xa0;: plus de points sur toutes les manches, puis plus de matchs.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="170"/>
        <source>Fahnder: the most net Striche (Striche − Nuller) over all Passen; tie: more Passen as Fahnder-König, then fewer Nuller.</source>
        <translation>Fahnder&#xa0;: le plus de traits nets (traits − zéros) sur toutes les manches&#xa0;; égalité&#xa0;: plus de manches comme Fahnder-König, puis moins de zéros.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="172"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="180"/>
        <source>Pandur</source>
        <translation>Bandoure</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="184"/>
        <source>Molotow: the fewest points over all Passen; tie: more Passen won, then the lower best Passe (fewest points in one Passe).</source>
        <translation>Molotow&#xa0;: le moins de points sur toutes les manches&#xa0;; égalité&#xa0;: plus de manches gagnées, puis la meilleure manche la plus basse (le moins de points en une manche).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="186"/>
        <source>Molotow</source>
        <translation>Molotow</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="192"/>
        <source>Differenzler: the lowest total penalty over all Passen; tie: more Passen won, then the lower best Passe.</source>
        <translation>Différence&#xa0;: le plus petit total de pénalités sur toutes les manches&#xa0;; égalité&#xa0;: plus de manches gagnées, puis la meilleure manche la plus basse.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="194"/>
        <source>Differenzler</source>
        <translation>Différence</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="199"/>
        <source>Handjass: the fewest Striche over all Passen; tie: more Passen won, then the lower best Passe (fewest Striche in one Passe).</source>
        <translation>Handjass&#xa0;: le moins de traits sur toutes les manches&#xa0;; égalité&#xa0;: plus de manches gagnées, puis la meilleure manche la plus basse (le moins de traits en une manche).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="201"/>
        <source>Handjass</source>
        <translation>Handjass</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="206"/>
        <source>Handjass with Gewinnstriche: the most Striche (win marks) over all Passen; tie: more Passen won, then the higher best Passe.</source>
        <translation>Handjass aux traits de victoire&#xa0;: le plus de traits (de victoire) sur toutes les manches&#xa0;; égalité&#xa0;: plus de manches gagnées, puis la meilleure manche la plus haute.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="208"/>
        <source>Handjass with Gewinnstriche</source>
        <translation>Handjass aux traits de victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="212"/>
        <source>Punktetafel: the most points over all Passen; tie: more Passen won, then the higher best Passe.</source>
        <translation>Tableau de points&#xa0;: le plus de points sur toutes les manches&#xa0;; égalité&#xa0;: plus de manches gagnées, puis la meilleure manche la plus haute.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="214"/>
        <source>Punktetafel</source>
        <translation>Tableau de points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="218"/>
        <source>Punktetafel (lowest wins): the fewest points over all Passen; tie: more Passen won, then the lower best Passe.</source>
        <translation>Tableau de points (le plus bas gagne)&#xa0;: le moins de points sur toutes les manches&#xa0;; égalité&#xa0;: plus de manches gagnées, puis la meilleure manche la plus basse.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="220"/>
        <source>Punktetafel (lowest wins)</source>
        <translation>Tableau de points (le plus bas gagne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="255"/>
        <source>no club ranking for the variant {variant}</source>
        <translation>pas de classement du club pour le jeu {variant}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="362"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="362"/>
        <source>Sat out</source>
        <translation>Au repos</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="337"/>
        <source>Sit-out credit</source>
        <translation>Bonus de repos</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="492"/>
        <source>the evening of {date} ranks the lowest first ({figure}): a season of such evenings can only add rank points</source>
        <translation>la soirée du {date} classe le plus bas d’abord ({figure})&#xa0;: une saison de telles soirées ne peut additionner que des points de rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="498"/>
        <source>the season&apos;s evenings count different figures ({figures}): add rank points instead</source>
        <translation>les soirées de la saison comptent des chiffres différents ({figures})&#xa0;: additionnez plutôt des points de rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="610"/>
        <source>Season {season}</source>
        <translation>Saison {season}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="642"/>
        <source>A member who sat out every Passe of an evening by the draw gets his own average evening for it (the average of the evenings he played, rounded to a whole number, 0.5&#xa0;up; marked *), and it counts among his evenings played: sitting out neither helps nor hurts.</source>
        <translation>Un membre au repos à chaque manche d’une soirée par le tirage reçoit pour elle sa propre soirée moyenne (la moyenne des soirées qu’il a jouées, arrondie à l’entier, 0,5&#xa0;vers&#xa0;le&#xa0;haut&#xa0;; marquée *), et elle compte parmi ses soirées jouées&#xa0;: le repos n’aide ni ne nuit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="681"/>
        <source>Each evening gives rank points: participants + 1 − rank (the winner of an evening with 12 members gets 12, the last 1; a shared rank gives each the same); an absence counts 0. Guests have their place in the evening, not in the season.</source>
        <translation>Chaque soirée donne des points de rang&#xa0;: participants + 1 − rang (le gagnant d’une soirée à 12 membres reçoit 12, le dernier 1&#xa0;; un rang partagé donne autant à chacun)&#xa0;; une absence compte 0. Les invités ont leur place dans la soirée, pas dans la saison.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="686"/>
        <source>Each evening counts with its points from the evening ranking; an absence 0. Guests have their place in the evening, not in the season.</source>
        <translation>Chaque soirée compte avec ses points du classement de la soirée&#xa0;; une absence 0. Les invités ont leur place dans la soirée, pas dans la saison.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="690"/>
        <source>Tie: more evenings won, then the best single evening, then more evenings played; still equal: the rank is shared.</source>
        <translation>Égalité&#xa0;: plus de soirées gagnées, puis la meilleure soirée, puis plus de soirées jouées&#xa0;; toujours égaux&#xa0;: le rang est partagé.</translation>
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
            <numerusform>Compté&#xa0;: le meilleur résultat de chaque membre sur les {size} premières soirées de la saison&#xa0;; les résultats biffés sont marqués.</numerusform>
            <numerusform>Comptés&#xa0;: les %n meilleurs résultats de chaque membre sur les {size} premières soirées de la saison&#xa0;; les résultats biffés sont marqués.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="705"/>
        <source>Counted: each member&apos;s best %n results of the season&apos;s {size} evenings; dropped results are marked.</source>
        <translation>
            <numerusform>Compté&#xa0;: le meilleur résultat de chaque membre sur les {size} soirées de la saison&#xa0;; les résultats biffés sont marqués.</numerusform>
            <numerusform>Comptés&#xa0;: les %n meilleurs résultats de chaque membre sur les {size} soirées de la saison&#xa0;; les résultats biffés sont marqués.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="710"/>
        <source>Counted: every result of the season&apos;s first %n evenings.</source>
        <translation>
            <numerusform>Comptés&#xa0;: tous les résultats de la première soirée de la saison.</numerusform>
            <numerusform>Comptés&#xa0;: tous les résultats des %n premières soirées de la saison.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="713"/>
        <source>Counted: every result of the season&apos;s %n evenings.</source>
        <translation>
            <numerusform>Comptés&#xa0;: tous les résultats de la saison (%n soirée).</numerusform>
            <numerusform>Comptés&#xa0;: tous les résultats de la saison (%n soirées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="717"/>
        <source>The worst %n results of each member are dropped once the season has more than %n evenings.</source>
        <translation>
            <numerusform>Le moins bon résultat de chaque membre est biffé dès que la saison a plus d’une soirée.</numerusform>
            <numerusform>Les %n moins bons résultats de chaque membre sont biffés dès que la saison a plus de %n soirées.</numerusform>
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
        <translation>Chibre en tournoi&#xa0;: le plus de points sur toutes les manches (chaque joueur reçoit les points de son équipe)&#xa0;; égalité&#xa0;: plus de matchs (contre-match compris), puis la meilleure manche la plus haute (le plus de points en une manche).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="125"/>
        <source>A member who sat out every Passe by the draw has a line without a rank and is not counted among the participants (he has no Passe to average); in the season that evening counts as his own average evening.</source>
        <translation>Un membre au repos à chaque manche par le tirage a une ligne sans rang et ne compte pas parmi les participants (il n’a aucune manche pour une moyenne)&#xa0;; dans la saison, cette soirée compte comme sa propre soirée moyenne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="132"/>
        <source>A member who sat out every Passe played so far by the draw has a line without a rank for now and is not counted among the participants (he has no Passe of his own to average yet; the next Passe may seat him); in the season that evening counts as his own average evening as long as he has played none of it.</source>
        <translation>Un membre au repos par le tirage à chaque manche jouée jusqu’ici a pour l’instant une ligne sans rang et ne compte pas parmi les participants (il n’a encore aucune manche à lui pour une moyenne&#xa0;; le tirage peut le placer à une table à la manche suivante)&#xa0;; dans la saison, cette soirée compte comme sa propre soirée moyenne tant qu’il n’y a joué aucune manche.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="137"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="87"/>
        <source>sat out every Passe</source>
        <translation>au repos à chaque manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="139"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="88"/>
        <source>sat out so far</source>
        <translation>au repos jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="151"/>
        <source>Schieber Turnier</source>
        <translation>Chibre en tournoi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="159"/>
        <source>Schieber to a target</source>
        <translation>Chibre au but</translation>
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
        <location filename="../../jasstafel/club/ranking.py" line="163"/>
        <source>Coiffeur: the highest total over all Passen (each player gets his team&apos;s total); tie: more Matches, then the higher best Passe.</source>
        <translation>Coiffeur&#xa0;: le plus haut total sur toutes les manches (chaque joueur reçoit le total de son équipe)&#xa0;; égalité&#xa0;: plus de matchs, puis la meilleure manche la plus haute.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="165"/>
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="168"/>
        <source>Net Striche</source>
        <translation>Traits nets</translation>
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
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="175"/>
        <source>Rank points</source>
        <translation>Points de rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="175"/>
        <source>First places</source>
        <translation>Premières places</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="142"/>
        <source>Passen won</source>
        <translation>Manches gagnées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="119"/>
        <source>A Passe sat out by the draw counts as the member&apos;s own average Passe (rounded to a whole number, 0.5&#xa0;up) in every figure that is added up, the tie-breaks too; a member who missed a Passe otherwise is ranked after those who played every Passe. Equal in everything: the rank is shared.</source>
        <translation>Une manche passée au repos par le tirage compte comme la manche moyenne du membre (arrondie à l’entier, 0,5&#xa0;vers&#xa0;le&#xa0;haut), dans chaque chiffre additionné, départages compris&#xa0;; un membre qui a manqué une manche autrement est classé après ceux qui ont joué chaque manche. Égaux en tout&#xa0;: le rang est partagé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="176"/>
        <location filename="../../jasstafel/ui/club/results.py" line="100"/>
        <source>Score points</source>
        <translation>Points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="177"/>
        <source>Pandur: the most rank points; each Passe gives 4 / 3 / 2 / 1 for ranks 1 to 4 at a table of four (players + 1 − rank; a shared rank gives each the same); tie: more first places, then more score points over all Passen.</source>
        <translation>Bandoure&#xa0;: le plus de points de rang&#xa0;; chaque manche donne 4 / 3 / 2 / 1 pour les rangs 1 à 4 à une table de quatre (joueurs + 1 − rang&#xa0;; un rang partagé donne autant à chacun)&#xa0;; égalité&#xa0;: plus de premières places, puis plus de points marqués sur toutes les manches.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="190"/>
        <location filename="../../jasstafel/ui/club/results.py" line="101"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="70"/>
        <location filename="../../jasstafel/club/ranking.py" line="197"/>
        <location filename="../../jasstafel/ui/club/results.py" line="99"/>
        <source>Striche</source>
        <translation>Traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="204"/>
        <source>Gewinnstriche</source>
        <translation>Traits de victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="366"/>
        <source>{rule} {sitout}</source>
        <translation>{rule} {sitout}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="506"/>
        <source>best N: N must be 1 or more</source>
        <translation>les N meilleures&#xa0;: N doit être 1 ou plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="508"/>
        <source>of M: M must be 1 or more</source>
        <translation>sur M&#xa0;: M doit être 1 ou plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="510"/>
        <source>the number of worst results to drop cannot be negative</source>
        <translation>le nombre de moins bons résultats à biffer ne peut pas être négatif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="513"/>
        <source>unknown season scoring {scoring} (rank_points or points)</source>
        <translation>décompte de saison inconnu {scoring} (rank_points ou points)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="600"/>
        <source>Evenings won</source>
        <translation>Soirées gagnées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="601"/>
        <source>Best evening</source>
        <translation>Meilleure soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="602"/>
        <source>Evenings played</source>
        <translation>Soirées jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="443"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="86"/>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <location filename="../../jasstafel/club/export.py" line="69"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="268"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="867"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="268"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="613"/>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <location filename="../../jasstafel/club/club.py" line="842"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="269"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="613"/>
        <source>Variant</source>
        <translation>Jeu</translation>
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
        <translation>Tables</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="320"/>
        <source>Per Passe</source>
        <translation>Par manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="326"/>
        <source>Evenings {0}–{1}</source>
        <translation>Soirées {0}–{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="327"/>
        <source>Evenings</source>
        <translation>Soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="364"/>
        <source>How the ranking is made</source>
        <translation>Comment le classement est établi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="370"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="384"/>
        <source>Ranking · {0}</source>
        <translation>Classement · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="372"/>
        <source>No results yet.</source>
        <translation>Pas encore de résultats.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="389"/>
        <source>Season ranking {0}</source>
        <translation>Classement de la saison {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="394"/>
        <source>Evenings counted</source>
        <translation>Soirées comptées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="396"/>
        <source>Ranked</source>
        <translation>Classés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="399"/>
        <source>No evening with results in this season.</source>
        <translation>Aucune soirée avec des résultats dans cette saison.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="426"/>
        <source>sits out</source>
        <translation>se repose</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="427"/>
        <source>Table {0}, seat {1}</source>
        <translation>Table {0}, place {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="574"/>
        <source>A: {0} &amp; {1}</source>
        <translation>A&#xa0;: {0} &amp; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="575"/>
        <source>B: {0} &amp; {1}</source>
        <translation>B&#xa0;: {0} &amp; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="602"/>
        <source>Table sheet · Passe {0} · Table {1}</source>
        <translation>Feuille de table · manche {0} · table {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="615"/>
        <source>Scorekeeper</source>
        <translation>Secrétaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="658"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="665"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="843"/>
        <source>No draw yet: there are no tables to print sheets for.</source>
        <translation>Pas encore de tirage&#xa0;: il n’y a pas de tables pour lesquelles imprimer des feuilles.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="666"/>
        <source>Table sheets</source>
        <translation>Feuilles de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="811"/>
        <source>Table {0}</source>
        <translation>Table {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="817"/>
        <source>Passe {0} · {1}</source>
        <translation>Manche {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="831"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="844"/>
        <source>Table cards</source>
        <translation>Cartes de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="862"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="895"/>
        <source>Seat map · {0}</source>
        <translation>Plan de la salle · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="438"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="444"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="614"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="440"/>
        <source>Team A (seats 1 + 3)</source>
        <translation>Équipe A (places 1 + 3)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="441"/>
        <source>Team B (seats 2 + 4)</source>
        <translation>Équipe B (places 2 + 4)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="445"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="565"/>
        <source>Seat {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="68"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="86"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="182"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="471"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="509"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="871"/>
        <source>Passe {0}</source>
        <translation>Manche {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="489"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="886"/>
        <source>No draw yet.</source>
        <translation>Pas encore de tirage.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="519"/>
        <location filename="../../jasstafel/printing/club_sheets.py" line="883"/>
        <source>Sits out: {0}</source>
        <translation>Au repos&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="521"/>
        <source>Who sits where</source>
        <translation>Qui est assis où</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/club_sheets.py" line="527"/>
        <source>Seat list · {0}</source>
        <translation>Liste des places · {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="140"/>
        <source>Not done</source>
        <translation>Pas fait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="311"/>
        <source>Not printed</source>
        <translation>Pas imprimé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/common.py" line="415"/>
        <source>Written: {0}</source>
        <translation>Écrit&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="71"/>
        <location filename="../../jasstafel/ui/club/results.py" line="100"/>
        <source>Rank at the table</source>
        <translation>Rang à la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/export.py" line="71"/>
        <location filename="../../jasstafel/ui/club/results.py" line="101"/>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="409"/>
        <source>{refusal}. The fields you have not changed show it now: press Correct again to write yours over it.</source>
        <translation>{refusal}. Les champs que vous n’avez pas modifiés la montrent maintenant&#xa0;: appuyez de nouveau sur «&#xa0;Corriger&#xa0;» pour y écrire les vôtres.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="509"/>
        <source>the players&apos; table in the draw</source>
        <translation>la table des joueurs dans le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="510"/>
        <source>from the file</source>
        <translation>d’après le fichier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/results.py" line="511"/>
        <source>check: the players are not drawn to one table</source>
        <translation>à vérifier&#xa0;: les joueurs ne sont pas tirés à une même table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="203"/>
        <source>Cannot open the club</source>
        <translation>Impossible d’ouvrir le club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="206"/>
        <source>Club file brought up to date</source>
        <translation>Fichier du club mis à jour</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="215"/>
        <location filename="../../jasstafel/ui/club/window.py" line="230"/>
        <source>The file was not changed.</source>
        <translation>Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="217"/>
        <source>{0} cannot be opened as a club database:
{1}</source>
        <translation>{0} ne peut pas être ouvert comme base de données du club&#xa0;:
{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="228"/>
        <source>{0} can no longer be read as a club database:
{1}</source>
        <translation>{0} ne peut plus être lu comme base de données du club&#xa0;:
{1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="231"/>
        <source>The window shows the club as it was last read, and nothing can be changed, until the file reads again (F5) or another club file is opened (Club → Open club…).</source>
        <translation>La fenêtre montre le club tel qu’il a été lu en dernier, et rien ne peut être changé, jusqu’à ce que le fichier se lise à nouveau (F5) ou qu’un autre fichier du club soit ouvert (Club → Ouvrir un club…).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="928"/>
        <source>No club file</source>
        <translation>Pas de fichier de club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/window.py" line="929"/>
        <source>{0} does not exist (is the shared folder there?). Create a new club database there?</source>
        <translation>{0} n’existe pas (le dossier partagé est-il là&#xa0;?). Y créer une nouvelle base de données du club&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="625"/>
        <source>{name} was empty: a new club was created</source>
        <translation>{name} était vide&#xa0;: un nouveau club a été créé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="628"/>
        <source>a new club was created: {name}</source>
        <translation>un nouveau club a été créé&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="678"/>
        <source>printing needs PySide6: {reason}</source>
        <translation>l’impression a besoin de PySide6&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="689"/>
        <source>wrote {name}</source>
        <translation>{name} écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="702"/>
        <source>member {id}: {name} ({short})</source>
        <translation>membre {id}&#xa0;: {name} ({short})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="704"/>
        <source>member {id}: {name}</source>
        <translation>membre {id}&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="724"/>
        <source>guest {id}: {old} is now {new}</source>
        <translation>invité {id}&#xa0;: {old} s’appelle désormais {new}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="725"/>
        <source>member {id}: {old} is now {new}</source>
        <translation>membre {id}&#xa0;: {old} s’appelle désormais {new}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="740"/>
        <source>deleted member {id}: {name}</source>
        <translation>membre {id} supprimé&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="743"/>
        <source>member {id}: {name} is inactive</source>
        <translation>membre {id} désactivé&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="745"/>
        <source>member {id}: {name} is active</source>
        <translation>membre {id} activé&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="752"/>
        <source>guest {id}: {name}</source>
        <translation>invité {id}&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="768"/>
        <source>{name} is a member already</source>
        <translation>{name} est déjà membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="770"/>
        <source>member {id}: {name} (was a guest)</source>
        <translation>membre {id}&#xa0;: {name} (jusqu’ici invité·e)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="779"/>
        <source>--set {item}: expected KEY=VALUE</source>
        <translation>--set {item}&#xa0;: CLÉ=VALEUR attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="782"/>
        <location filename="../../jasstafel/cli/club.py" line="787"/>
        <source>--set {item}: the key {key} is given twice</source>
        <translation>--set {item}&#xa0;: la clé {key} figure deux fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="870"/>
        <source>not drawn yet</source>
        <translation>pas encore tirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="889"/>
        <source>the draw was cleared: draw the evening again</source>
        <translation>le tirage a été effacé&#xa0;: tirez à nouveau la soirée au sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="929"/>
        <source>note: Passe {passe}: {a} and {b} are partners again (no draw without a repeat was found)</source>
        <translation>remarque&#xa0;: manche {passe}&#xa0;: {a} et {b} sont de nouveau partenaires (aucun tirage sans répétition n’a été trouvé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="940"/>
        <source>evening {id} has no draw yet: give the members present, or --all-active</source>
        <translation>la soirée {id} n’a pas encore de tirage&#xa0;: donnez les membres présents, ou --all-active</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="946"/>
        <source>Passe {passe}</source>
        <translation>Manche {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="949"/>
        <source>  sits out  {name}</source>
        <translation>  au repos  {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="951"/>
        <source>  table {table}  seat {seat} ({team})  {name}</source>
        <translation>  table {table}  place {seat} ({team})  {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="954"/>
        <source>  table {table}  seat {seat}  {name}</source>
        <translation>  table {table}  place {seat}  {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="976"/>
        <source>Passe {passe} of evening {id} is not drawn</source>
        <translation>la manche {passe} de la soirée {id} n’est pas tirée au sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1020"/>
        <source>{name}: its players are drawn to no table of this evening, so the draw does not tell its Passe: give {name}:PASSE or --passe</source>
        <translation>{name}&#xa0;: ses joueurs ne sont tirés à aucune table de cette soirée, le tirage ne dit donc pas sa manche&#xa0;: donnez {name}:MANCHE ou --passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1030"/>
        <source>{name}: its players are drawn together in Passen {passen}: give {name}:PASSE or --passe</source>
        <translation>{name}&#xa0;: ses joueurs sont tirés ensemble aux manches {passen}&#xa0;: donnez {name}:MANCHE ou --passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1049"/>
        <source>{name}: {reason}</source>
        <translation>{name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1057"/>
        <source>{name}: the match names no table number (info.table is {table}): give it as {name}:PASSE:TABLE</source>
        <translation>{name}&#xa0;: la partie ne nomme pas de numéro de table (info.table vaut {table})&#xa0;: donnez-le comme {name}:MANCHE:TABLE</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1017"/>
        <location filename="../../jasstafel/cli/club.py" line="1063"/>
        <source>{name}: which Passe? give {name}:PASSE or --passe</source>
        <translation>{name}&#xa0;: quelle manche&#xa0;? donnez {name}:MANCHE ou --passe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1079"/>
        <source>{name}: Passe {passe}, table {table}</source>
        <translation>{name}&#xa0;: manche {passe}, table {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1093"/>
        <source>{spec}: won is {yes} or {no}</source>
        <translation>{spec}&#xa0;: won vaut {yes} ou {no}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1114"/>
        <source>{spec}: expected MEMBER=FIGURES, e.g. Anna=1013,matches=1</source>
        <translation>{spec}&#xa0;: MEMBRE=CHIFFRES attendu, p. ex. Anna=1013,matches=1</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1127"/>
        <source>{spec} can be read two ways, as {one} or as {other}, both members: name the member by id or short name (see: jasstafel club member list)</source>
        <translation>{spec} se lit de deux façons, {one} ou {other}, deux membres&#xa0;: désignez le membre par son numéro de membre ou son nom court (voir&#xa0;: jasstafel club member list)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1146"/>
        <source>{spec}: unknown figure {key} (known: {known})</source>
        <translation>{spec}&#xa0;: chiffre inconnu {key} (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1151"/>
        <source>{spec}: {key} given twice</source>
        <translation>{spec}&#xa0;: {key} donné deux fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1161"/>
        <source>{spec}: {key} has more digits than any score (at most 9)</source>
        <translation>{spec}&#xa0;: {key} a plus de chiffres que tout score (au plus 9)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1165"/>
        <source>{spec}: {key} must be a whole number, not {value}</source>
        <translation>{spec}&#xa0;: {key} doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1180"/>
        <source>Pandur: give every player&apos;s rank at the table with rank=, e.g. {example}: the order of reaching 15 is not in the score points</source>
        <translation>Bandoure&#xa0;: donnez le rang de chaque joueur à la table avec rank=, p. ex. {example}&#xa0;: l’ordre d’arrivée à 15 ne figure pas dans les points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1193"/>
        <source>Passe {passe}, table {table}: {name} {points} (rank {rank}, won)</source>
        <translation>Manche {passe}, table {table}&#xa0;: {name} {points} (rang {rank}, gagné)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1195"/>
        <source>Passe {passe}, table {table}: {name} {points} (rank {rank})</source>
        <translation>Manche {passe}, table {table}&#xa0;: {name} {points} (rang {rank})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1210"/>
        <source>Passe {passe}, table {table}: equal figures share rank 1 and the win; where the tie-break decided it (the best round, a Coiffeur&apos;s rows), give the ranks: --correct with rank=1 and rank=2</source>
        <translation>Manche {passe}, table {table}&#xa0;: à chiffres égaux, le rang 1 et la victoire sont partagés&#xa0;; si autre chose a départagé l’égalité (la meilleure donne, les lignes d’un coiffeur), donnez les rangs&#xa0;: --correct avec rank=1 et rank=2</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1442"/>
        <source>{name}, season {season}</source>
        <translation>{name}, saison {season}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1445"/>
        <source>{evenings}, {games}, {wins}</source>
        <translation>{evenings}, {games}, {wins}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1454"/>
        <source>{figures}, average {average}</source>
        <translation>{figures}, moyenne {average}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1460"/>
        <source>{variant}: {games}, {wins}, {figure}: average {average}</source>
        <translation>{variant}&#xa0;: {games}, {wins}, {figure}&#xa0;: moyenne {average}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1464"/>
        <source>{variant}: {games}, {wins}, {matches}, {figure}: average {average}</source>
        <translation>{variant}&#xa0;: {games}, {wins}, {matches}, {figure}&#xa0;: moyenne {average}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1477"/>
        <source>{name} plays as a guest: a guest&apos;s evenings count in no season ranking until made a member (&apos;club guest make-member&apos;)</source>
        <translation>{name} joue sur invitation&#xa0;: les soirées d’un invité ne comptent dans aucun classement de saison avant de devenir membre («&#xa0;club guest make-member&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="188"/>
        <source>{what} has at most {count} characters, not {length}</source>
        <translation>{what} a au plus {count} caractères, pas {length}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="246"/>
        <source>the club database is damaged: {what}</source>
        <translation>la base de données du club est endommagée&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="325"/>
        <source>a season is a short label, e.g. 2026 or 2025/26</source>
        <translation>une saison est une courte désignation, p. ex. 2026 ou 2025/26</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="331"/>
        <source>an evening has 1 to {most} Passen, not {passen}</source>
        <translation>une soirée a de 1 à {most} manches, pas {passen}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="334"/>
        <source>an evening has 0 (as the draw gives) to {most} tables, not {tables}</source>
        <translation>une soirée a de 0 (selon le tirage) à {most} tables, pas {tables}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="349"/>
        <source>{variant} cannot be played at a club evening</source>
        <translation>{variant} ne peut pas se jouer à une soirée du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="353"/>
        <source>{variant} has no preset {preset} (known: {known})</source>
        <translation>{variant} n’a pas de règlement {preset} (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="364"/>
        <source>a table setting is not valid: {reason}</source>
        <translation>une règle de la table n’est pas valable&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1118"/>
        <source>Passe {passe}, table {table} was changed meanwhile by another program and is now {now}: nothing was corrected</source>
        <translation>La manche {passe}, table {table} a été modifiée entre-temps par un autre programme et en est maintenant à {now}&#xa0;: rien n’a été corrigé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1283"/>
        <source>{name} is a member, not a guest</source>
        <translation>{name} est déjà membre du club&#xa0;: inutile de l’inviter</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="376"/>
        <source>a member needs a name</source>
        <translation>un membre a besoin d’un nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="386"/>
        <source>a name cannot be a number (numbers are member ids)</source>
        <translation>un nom ne peut pas être un nombre (les nombres sont des numéros de membre)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1435"/>
        <source>{name} is in the draw of evening {evening}: draw that evening again without {name} first</source>
        <translation>{name} est dans le tirage de la soirée {evening}&#xa0;: tirez d’abord cette soirée à nouveau sans {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1682"/>
        <source>{name} is not active: reactivate the member first</source>
        <translation>{name} n’est pas un membre actif&#xa0;: réactivez d’abord ce membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="124"/>
        <source>the short name {name} is taken by the member {other}</source>
        <translation>le nom court {name} est déjà celui du membre {other}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="121"/>
        <source>the short name {name} is taken by the guest {other}</source>
        <translation>le nom court {name} est déjà celui de {other} (invité·e)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="122"/>
        <source>the name {name} is taken by the guest {other}</source>
        <translation>le nom {name} est déjà celui de {other} (invité·e)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="125"/>
        <source>the name {name} is taken by the member {other}</source>
        <translation>le nom {name} est déjà celui du membre {other}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="152"/>
        <source>{what} is not valid Unicode (a lone surrogate {char} at character {position})</source>
        <translation>{what} n’est pas de l’Unicode valable (un demi-code isolé {char} au caractère {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="155"/>
        <source>{what} cannot hold a control character ({char} at character {position}): names and texts are one line of plain text</source>
        <translation>{what} ne peut pas contenir de caractère de contrôle ({char} au caractère {position})&#xa0;: les noms et les textes sont une ligne de texte simple</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="169"/>
        <source>the name</source>
        <translation>le nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="323"/>
        <source>the season</source>
        <translation>la saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="362"/>
        <source>{where}: {problem} (and {more} more)</source>
        <translation>{where}&#xa0;: {problem} (et {more} de plus)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="363"/>
        <source>{where}: {problem}</source>
        <translation>{where}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="541"/>
        <source>the match is not finished: import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>la partie n’est pas terminée&#xa0;: ne l’importez comme partie non terminée que si c’est juste (elle n’a pas de gagnant)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="548"/>
        <source>the match is not finished ({played} rounds played): import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>la partie n’est pas terminée ({played} donnes jouées)&#xa0;: ne l’importez comme partie non terminée que si c’est juste (elle n’a pas de gagnant)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="552"/>
        <source>the match is not finished ({played} of {rounds} rounds played): import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>la partie n’est pas terminée ({played} donnes jouées sur {rounds})&#xa0;: ne l’importez comme partie non terminée que si c’est juste (elle n’a pas de gagnant)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="576"/>
        <source>Passe {passe}, table {table} was recorded from an unfinished match ({played} of {rounds} rounds played), and a correction is checked against the rounds it played: {reason}. To record the final result of the paper sheet, replace the table&apos;s result with the one typed from the paper sheet</source>
        <translation>La manche {passe}, table {table} a été reprise d’une partie non terminée ({played} donnes jouées sur {rounds}), et une correction est vérifiée selon les donnes jouées&#xa0;: {reason}. Pour inscrire le résultat final de la feuille, remplacez le résultat de la table par celui tapé de la feuille</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="612"/>
        <location filename="../../jasstafel/club/club.py" line="1036"/>
        <location filename="../../jasstafel/ui/club/common.py" line="58"/>
        <source>{first}; {then}</source>
        <translation>{first}&#xa0;; {then}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="665"/>
        <location filename="../../jasstafel/club/club.py" line="823"/>
        <source>{setting}: {value}</source>
        <translation>{setting}&#xa0;: {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1043"/>
        <source>no row</source>
        <translation>aucune ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1045"/>
        <source>{name} ×{factor}, {kind}</source>
        <translation>{name} ×{factor}, {kind}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1079"/>
        <source>not played</source>
        <translation>non joué</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1089"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="374"/>
        <source>the short name</source>
        <translation>le nom court</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1321"/>
        <location filename="../../jasstafel/club/club.py" line="1365"/>
        <location filename="../../jasstafel/club/club.py" line="1873"/>
        <location filename="../../jasstafel/club/club.py" line="2241"/>
        <source>there is no member {id}</source>
        <translation>il n’y a pas de membre {id}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1380"/>
        <source>there is no member called {name}</source>
        <translation>il n’y a pas de membre nommé {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1383"/>
        <source>{name} names several members: use the member id</source>
        <translation>{name} désigne plusieurs membres&#xa0;: utilisez le numéro de membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1424"/>
        <source>{name} has a result and cannot be deleted: the rankings need it. Deactivate the member instead.</source>
        <translation>{name} a un résultat et ne peut pas être supprimé&#xa0;: les classements en ont besoin. Désactivez plutôt le membre.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1428"/>
        <source>{name} has {count} results and cannot be deleted: the rankings need them. Deactivate the member instead.</source>
        <translation>{name} a {count} résultats et ne peut pas être supprimé&#xa0;: les classements en ont besoin. Désactivez plutôt le membre.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="402"/>
        <location filename="../../jasstafel/club/club.py" line="1513"/>
        <source>the place</source>
        <translation>le lieu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="161"/>
        <source>{what} cannot hold an invisible character ({char} at character {position}): a name holds only what can be seen</source>
        <translation>{what} ne peut pas contenir de caractère invisible ({char} au caractère {position})&#xa0;: un nom ne contient que ce qui se voit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="163"/>
        <source>{what} cannot hold an invisible character ({char} at character {position}): it would hide text</source>
        <translation>{what} ne peut pas contenir de caractère invisible ({char} au caractère {position})&#xa0;: il cacherait du texte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="378"/>
        <source>a name has at most {count} characters (this one has {length})</source>
        <translation>un nom a au plus {count} caractères (celui-ci en a {length})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="382"/>
        <source>a short name has at most {count} characters (this one has {length})</source>
        <translation>un nom court a au plus {count} caractères (celui-ci en a {length})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="403"/>
        <location filename="../../jasstafel/club/club.py" line="1515"/>
        <source>the title</source>
        <translation>le titre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="596"/>
        <source>Passe {passe}, table {table} was played with other table rules than the evening&apos;s ({differences}), and a correction is checked against the rules it was played with: {reason}</source>
        <translation>La manche {passe}, table {table} a été jouée avec d’autres règles de la table que celles de la soirée ({differences}), et une correction est vérifiée selon les règles avec lesquelles elle a été jouée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="784"/>
        <source>{setting}, row {row}: {value} instead of {preset}</source>
        <translation>{setting}, ligne {row}&#xa0;: {value} au lieu de {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="697"/>
        <source>{setting}: {value} instead of {preset}</source>
        <translation>{setting}&#xa0;: {value} au lieu de {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="300"/>
        <source>{date} is not a date (YYYY-MM-DD or DD.MM.YYYY)</source>
        <translation>{date} n’est pas une date (AAAA-MM-JJ ou JJ.MM.AAAA)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="655"/>
        <location filename="../../jasstafel/club/club.py" line="775"/>
        <source>{contract} {value} instead of {preset}</source>
        <translation>{contract} {value} au lieu de {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="639"/>
        <source>{setting}: {value} (preset: {preset})</source>
        <translation>{setting}&#xa0;: {value} (règlement&#xa0;: {preset})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="544"/>
        <source>the match is not finished ({played}): import it as an unfinished match only when that is right (it has no winner)</source>
        <translation>la partie n’est pas terminée ({played})&#xa0;: ne l’importez comme partie non terminée que si c’est juste (elle n’a pas de gagnant)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="89"/>
        <source>%n deals played</source>
        <translation>
            <numerusform>%n donne jouée</numerusform>
            <numerusform>%n donnes jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="85"/>
        <source>%n rounds played</source>
        <translation>
            <numerusform>%n donne jouée</numerusform>
            <numerusform>%n donnes jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="68"/>
        <source>{played} of %n rows per team played</source>
        <translation>
            <numerusform>{played} ligne sur %n jouée par équipe</numerusform>
            <numerusform>{played} lignes sur %n jouées par équipe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="74"/>
        <source>{played} of %n rows played</source>
        <translation>
            <numerusform>{played} ligne sur %n jouée</numerusform>
            <numerusform>{played} lignes sur %n jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="79"/>
        <source>{played} of %n games played</source>
        <translation>
            <numerusform>{played} donne sur %n jouée</numerusform>
            <numerusform>{played} donnes sur %n jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="63"/>
        <source>{played} of %n rounds played</source>
        <translation>
            <numerusform>{played} donne sur %n jouée</numerusform>
            <numerusform>{played} donnes sur %n jouées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="586"/>
        <source>Passe {passe}, table {table} was recorded from an unfinished match ({played}), and a correction is checked against what it played: {reason}. To record the final result of the paper sheet, replace the table&apos;s result with the one typed from the paper sheet</source>
        <translation>La manche {passe}, table {table} a été reprise d’une partie non terminée ({played}), et une correction est vérifiée selon ce qui a été joué&#xa0;: {reason}. Pour inscrire le résultat final de la feuille, remplacez le résultat de la table par celui tapé de la feuille</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="640"/>
        <source>{setting}: {value} (evening: {preset})</source>
        <translation>{setting}&#xa0;: {value} (soirée&#xa0;: {preset})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/club.py" line="688"/>
        <source>ends after %n rounds</source>
        <translation>
            <numerusform>se termine après %n donne</numerusform>
            <numerusform>se termine après %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="690"/>
        <source>ends at {target}</source>
        <translation>se termine à {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="692"/>
        <source>{setting}: {value} (instead of: none)</source>
        <translation>{setting}&#xa0;: {value} (au lieu de&#xa0;: sans)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="695"/>
        <source>{setting}: none (instead of: {preset})</source>
        <translation>{setting}&#xa0;: sans (au lieu de&#xa0;: {preset})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="738"/>
        <source>without {rows}</source>
        <translation>sans {rows}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="740"/>
        <source>with {rows}</source>
        <translation>avec {rows}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/club.py" line="743"/>
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="778"/>
        <source>{value} instead of {preset}</source>
        <translation>{value} au lieu de {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="827"/>
        <source>Not every evening counted was played with the same table rules; their points are added as they are. {settings}</source>
        <translation>Les soirées comptées n’ont pas toutes été jouées avec les mêmes règles de la table&#xa0;; leurs points sont additionnés tels quels. {settings}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="865"/>
        <source>{mark} Passe {passe}, table {table} ({players}): other table rules: {settings}; its figures count as they stood.</source>
        <translation>{mark} Manche {passe}, table {table} ({players})&#xa0;: autres règles de table&#xa0;: {settings}&#xa0;; ses chiffres comptent tels qu’ils étaient.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="867"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): other table rules: {settings}; its figures count as they stood.</source>
        <translation>{mark} {date} ({evening}), manche {passe}, table {table} ({players})&#xa0;: autres règles de table&#xa0;: {settings}&#xa0;; ses chiffres comptent tels qu’ils étaient.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="870"/>
        <source>Reason given at import: {reason}</source>
        <translation>Raison donnée à l’importation&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="896"/>
        <source>{mark} Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}): it has no winner, and its figures count as they stood.</source>
        <translation>{mark} Manche {passe}, table {table} ({players})&#xa0;: importée d’une partie non terminée ({rounds})&#xa0;: elle n’a pas de gagnant, et ses chiffres comptent tels qu’ils étaient.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="899"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}): it has no winner, and its figures count as they stood.</source>
        <translation>{mark} {date} ({evening}), manche {passe}, table {table} ({players})&#xa0;: importée d’une partie non terminée ({rounds})&#xa0;: elle n’a pas de gagnant, et ses chiffres comptent tels qu’ils étaient.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/progress.py" line="115"/>
        <source>not finished</source>
        <translation>non terminée</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="90"/>
        <source>not finished after %n deals</source>
        <translation>
            <numerusform>non terminée après %n donne</numerusform>
            <numerusform>non terminée après %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="86"/>
        <source>not finished after %n rounds</source>
        <translation>
            <numerusform>non terminée après %n donne</numerusform>
            <numerusform>non terminée après %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="70"/>
        <source>not finished: {played} of %n rows per team</source>
        <translation>
            <numerusform>non terminée&#xa0;: {played} sur %n ligne par équipe</numerusform>
            <numerusform>non terminée&#xa0;: {played} sur %n lignes par équipe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="76"/>
        <source>not finished: {played} of %n rows</source>
        <translation>
            <numerusform>non terminée&#xa0;: {played} sur %n ligne</numerusform>
            <numerusform>non terminée&#xa0;: {played} sur %n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="81"/>
        <source>not finished: {played} of %n games</source>
        <translation>
            <numerusform>non terminée&#xa0;: {played} sur %n donne</numerusform>
            <numerusform>non terminée&#xa0;: {played} sur %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="65"/>
        <source>not finished: {played} of %n rounds</source>
        <translation>
            <numerusform>non terminée&#xa0;: {played} sur %n donne</numerusform>
            <numerusform>non terminée&#xa0;: {played} sur %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="912"/>
        <source>{mark} Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: {winners} won, and its figures count as corrected.</source>
        <translation>{mark} Manche {passe}, table {table} ({players})&#xa0;: importée d’une partie non terminée ({rounds})&#xa0;; son résultat a été corrigé après coup&#xa0;: elle est gagnée par {winners}, et ses chiffres comptent tels que corrigés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="916"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: {winners} won, and its figures count as corrected.</source>
        <translation>{mark} {date} ({evening}), manche {passe}, table {table} ({players})&#xa0;: importée d’une partie non terminée ({rounds})&#xa0;; son résultat a été corrigé après coup&#xa0;: elle est gagnée par {winners}, et ses chiffres comptent tels que corrigés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="921"/>
        <source>{mark} Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: it has no winner, and its figures count as corrected.</source>
        <translation>{mark} Manche {passe}, table {table} ({players})&#xa0;: importée d’une partie non terminée ({rounds})&#xa0;; son résultat a été corrigé après coup&#xa0;: elle n’a pas de gagnant, et ses chiffres comptent tels que corrigés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="925"/>
        <source>{mark} {date} ({evening}), Passe {passe}, table {table} ({players}): imported from an unfinished match ({rounds}); its result was corrected afterwards: it has no winner, and its figures count as corrected.</source>
        <translation>{mark} {date} ({evening}), manche {passe}, table {table} ({players})&#xa0;: importée d’une partie non terminée ({rounds})&#xa0;; son résultat a été corrigé après coup&#xa0;: elle n’a pas de gagnant, et ses chiffres comptent tels que corrigés.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="929"/>
        <source>Reason given for the correction: {reason}</source>
        <translation>Raison donnée à la correction&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1029"/>
        <source>{value} on {dates}</source>
        <translation>{value} le {dates}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1033"/>
        <source>{value} on the other evenings</source>
        <translation>{value} lors des autres soirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1037"/>
        <source>{setting}: {values}.</source>
        <translation>{setting}&#xa0;: {values}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1067"/>
        <source>{row} ({kind})</source>
        <translation>{row} ({kind})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1125"/>
        <source>{name} was renamed meanwhile by another program and is now {now}: nothing was changed</source>
        <translation>{name} a été renommé·e entre-temps par un autre programme et s’appelle maintenant {now}&#xa0;: rien n’a été modifié</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1132"/>
        <source>the evening of {date} was changed meanwhile by another program ({changes}): nothing was changed</source>
        <translation>la soirée du {date} a été modifiée entre-temps par un autre programme ({changes})&#xa0;: rien n’a été modifié</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1136"/>
        <source>its date is now {value}</source>
        <translation>sa date est maintenant {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1137"/>
        <source>its season is now {value}</source>
        <translation>sa saison est maintenant {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1138"/>
        <source>its place is now {value}</source>
        <translation>son lieu est maintenant {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1139"/>
        <source>its title is now {value}</source>
        <translation>son titre est maintenant {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1140"/>
        <source>its number of Passen is now {value}</source>
        <translation>son nombre de manches est maintenant {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1141"/>
        <source>its number of tables is now {value}</source>
        <translation>son nombre de tables est maintenant {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1142"/>
        <source>its variant or table rules changed</source>
        <translation>son jeu ou ses règles de la table ont changé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1410"/>
        <source>{name} has a result as a guest and cannot be deleted: the rankings need it. A guest is drawn only when named again and has no place in the season: nothing else needs doing (or make the guest a member).</source>
        <translation>{name} a un résultat en tant qu’invité et ne peut pas être supprimé&#xa0;: les classements en ont besoin. Un invité n’est tiré au sort que si on le nomme de nouveau et n’a pas de place dans la saison&#xa0;: il n’y a rien d’autre à faire (ou faites-en un membre).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1417"/>
        <source>{name} has {count} results as a guest and cannot be deleted: the rankings need them. A guest is drawn only when named again and has no place in the season: nothing else needs doing (or make the guest a member).</source>
        <translation>{name} a {count} résultats en tant qu’invité et ne peut pas être supprimé&#xa0;: les classements en ont besoin. Un invité n’est tiré au sort que si on le nomme de nouveau et n’a pas de place dans la saison&#xa0;: il n’y a rien d’autre à faire (ou faites-en un membre).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1530"/>
        <source>the evening has results of {tables} tables: its variant and table rules stay as they were checked against them (remove the results first, or create a new evening)</source>
        <translation>la soirée a des résultats de {tables} tables&#xa0;: son jeu et ses règles de la table restent, car les résultats ont été vérifiés d’après eux (retirez d’abord les résultats, ou créez une nouvelle soirée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1536"/>
        <source>Passe {passe} has results: the evening keeps at least {passe} Passen</source>
        <translation>la manche {passe} a des résultats&#xa0;: la soirée garde au moins {passe} manches</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1540"/>
        <source>table {table} has results: the evening keeps at least {table} tables</source>
        <translation>la table {table} a des résultats&#xa0;: la soirée garde au moins {table} tables</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1546"/>
        <source>the evening&apos;s draw does not fit {variant} (its tables or teams): change it with the draw cleared, then draw again</source>
        <translation>le tirage de la soirée ne convient pas à {variant} (ses tables ou ses équipes)&#xa0;: changez-le en effaçant le tirage, puis tirez à nouveau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1601"/>
        <location filename="../../jasstafel/club/club.py" line="2313"/>
        <source>the note</source>
        <translation>la note</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1609"/>
        <location filename="../../jasstafel/club/club.py" line="1654"/>
        <source>there is no evening {id}</source>
        <translation>il n’y a pas de soirée {id}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1655"/>
        <source>several evenings on {date}: use the evening id</source>
        <translation>plusieurs soirées le {date}&#xa0;: utilisez le numéro de la soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1678"/>
        <source>a member is listed twice for the draw</source>
        <translation>un membre figure deux fois pour le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1685"/>
        <location filename="../../jasstafel/club/club.py" line="2745"/>
        <source>the evening has Passen 1 to {passen}, not {passe}</source>
        <translation>la soirée a les manches 1 à {passen}, pas {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1692"/>
        <source>Passe {passe} already has results: it cannot be drawn again</source>
        <translation>la manche {passe} a déjà des résultats&#xa0;: elle ne peut pas être tirée à nouveau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1800"/>
        <source>the match is invalid: {reason}</source>
        <translation>la partie n’est pas valable&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1804"/>
        <source>the match is {match}, the evening {evening}</source>
        <translation>la partie est {match}, la soirée {evening}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1811"/>
        <source>the match is scored as {match}, the evening ranks {evening}</source>
        <translation>la partie se compte comme {match}, la soirée classe comme {evening}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1830"/>
        <source>the match has {players} players, {given} members were given</source>
        <translation>la partie a {players} joueurs, {given} membres ont été donnés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1835"/>
        <source>{name} plays twice in the match</source>
        <translation>{name} joue deux fois dans la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1918"/>
        <source>the draw of Passe {passe} has no table {table}: check the table&apos;s number (a table set up after the draw is recorded as an override, with its reason)</source>
        <translation>le tirage de la manche {passe} n’a pas de table {table}&#xa0;: vérifiez le numéro de la table (une table ajoutée après le tirage s’inscrit comme exception, avec sa raison)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1946"/>
        <source>Passe {passe}, table {table} has no results to correct</source>
        <translation>la manche {passe}, table {table} n’a pas de résultats à corriger</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1976"/>
        <source>{name} has no result at Passe {passe}, table {table}</source>
        <translation>{name} n’a pas de résultat à la manche {passe}, table {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1994"/>
        <source>{a} and {b} are partners: a team has one result, correct both alike</source>
        <translation>{a} et {b} sont partenaires&#xa0;: une équipe a un seul résultat, corrigez les deux de la même façon</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="315"/>
        <source>{name}: rank {rank} at a table of {count}</source>
        <translation>{name}&#xa0;: rang {rank} à une table de {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2754"/>
        <source>the evening&apos;s tables are 1 to {tables}, not {table}</source>
        <translation>les tables de la soirée vont de 1 à {tables}, pas {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2756"/>
        <source>the evening&apos;s tables are numbered from 1, not {table}</source>
        <translation>les tables de la soirée sont numérotées dès 1, pas {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2247"/>
        <source>Passe {passe}, table {table} has results already: replace them (a correction) or choose another table</source>
        <translation>la manche {passe}, table {table} a déjà des résultats&#xa0;: remplacez-les (une correction) ou choisissez une autre table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="1817"/>
        <source>the match was played with other table rules than the evening&apos;s: {differences}. Import it only if that is right, accepting its other table rules with the reason, which is logged.</source>
        <translation>la partie a été jouée avec d’autres règles de la table que celles de la soirée&#xa0;: {differences}. Ne l’importez que si c’est juste, en acceptant ses autres règles de la table avec la raison, qui est notée au journal.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2257"/>
        <source>{name} already has a result in Passe {passe} at table {table}</source>
        <translation>{name} a déjà un résultat à la manche {passe} à la table {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2596"/>
        <source>no evening with results in the season {season} (seasons: {known})</source>
        <translation>aucune soirée avec des résultats dans la saison {season} (saisons&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/club.py" line="2598"/>
        <source>no evening with results in the season {season} (no season yet)</source>
        <translation>aucune soirée avec des résultats dans la saison {season} (pas encore de saison)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="306"/>
        <source>the club database is busy: another program kept writing to it for {seconds} seconds; try again</source>
        <translation>la base de données du club est occupée&#xa0;: un autre programme y a écrit pendant {seconds} secondes&#xa0;; réessayez</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="333"/>
        <source>the club database cannot be written here (the file or its folder is read-only): nothing was changed</source>
        <translation>la base de données du club ne peut pas être écrite ici (le fichier ou son dossier est en lecture seule)&#xa0;: rien n’a été changé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="336"/>
        <source>the club database cannot be used: {reason}</source>
        <translation>la base de données du club ne peut pas être utilisée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="339"/>
        <source>the club database refused the change: {reason}</source>
        <translation>la base de données du club a refusé le changement&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="350"/>
        <source>the club database is damaged: unreadable text</source>
        <translation>la base de données du club est endommagée&#xa0;: texte illisible</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="456"/>
        <source>{name} can only be read here (the file or its folder is read-only): nothing was changed</source>
        <translation>{name} ne peut qu’être lu ici (le fichier ou son dossier est en lecture seule)&#xa0;: rien n’a été changé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="525"/>
        <source>there is no club database at {name}</source>
        <translation>il n’y a pas de base de données du club à {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="550"/>
        <source>{name} is empty: it is no club database (a command that creates a club, such as &apos;club member add&apos;, makes one in it)</source>
        <translation>{name} est vide&#xa0;: ce n’est pas une base de données du club (une commande qui crée un club, comme &apos;club member add&apos;, en crée une dedans)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="554"/>
        <source>{name} is empty and cannot be written here: no club can be made in it</source>
        <translation>{name} est vide et ne peut pas être écrit ici&#xa0;: aucun club ne peut y être créé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="562"/>
        <source>cannot open {name}: {reason}</source>
        <translation>impossible d’ouvrir {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="575"/>
        <source>{name} is a club database of an older Jasstafel (version {version}) and cannot be brought up to date here, where it is read-only: open it once where it can be written</source>
        <translation>{name} est une base de données du club d’un Jasstafel plus ancien (version {version}) et ne peut pas être mise à jour ici, où elle est en lecture seule&#xa0;: ouvrez-la une fois là où elle peut être écrite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="583"/>
        <source>{name} is busy: another program is writing to it</source>
        <translation>{name} est occupé&#xa0;: un autre programme y écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="489"/>
        <location filename="../../jasstafel/club/db.py" line="585"/>
        <source>{name} cannot be used as a club database: {reason}</source>
        <translation>{name} ne peut pas servir de base de données du club&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="343"/>
        <source>the club database is damaged: part of it cannot be read (SQLite: “{detail}”)</source>
        <translation>la base de données du club est endommagée&#xa0;: une partie ne peut pas être lue (SQLite&#xa0;: «&#xa0;{detail}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="346"/>
        <source>the club database is damaged (SQLite: “{detail}”)</source>
        <translation>la base de données du club est endommagée (SQLite&#xa0;: «&#xa0;{detail}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="495"/>
        <location filename="../../jasstafel/club/db.py" line="592"/>
        <source>{name} is damaged: unreadable text in its schema</source>
        <translation>{name} est endommagé&#xa0;: texte illisible dans son schéma</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="614"/>
        <source>{name} was brought up to date from club database version {before} to {after}: an older Jasstafel can no longer open it. A copy of the file as it was is kept in {copy}</source>
        <translation>{name} a été mis à jour de la version {before} à la version {after} de la base de données du club&#xa0;: un Jasstafel plus ancien ne peut plus l’ouvrir. Une copie du fichier tel qu’il était est gardée dans {copy}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="662"/>
        <source>{name} is a club database of an older Jasstafel (version {version}) and no copy of it as it is could be kept before bringing it up to date ({reason}). The file was not changed.</source>
        <translation>{name} est une base de données du club d’un Jasstafel plus ancien (version {version}) et aucune copie n’a pu en être gardée avant de la mettre à jour ({reason}). Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="719"/>
        <source>{name} is damaged: part of it cannot be read (SQLite: “{detail}”)</source>
        <translation>{name} est endommagé&#xa0;: une partie ne peut pas être lue (SQLite&#xa0;: «&#xa0;{detail}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="721"/>
        <source>{name} is not a club database or is damaged (SQLite: “{detail}”)</source>
        <translation>{name} n’est pas une base de données du club ou est endommagé (SQLite&#xa0;: «&#xa0;{detail}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="732"/>
        <source>{name} is a link to a file that does not exist</source>
        <translation>{name} est un lien vers un fichier qui n’existe pas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="736"/>
        <location filename="../../jasstafel/club/db.py" line="754"/>
        <location filename="../../jasstafel/club/db.py" line="876"/>
        <source>cannot read {name}: {reason}</source>
        <translation>impossible de lire {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="739"/>
        <source>{name} is a folder, not a club database</source>
        <translation>{name} est un dossier, pas une base de données du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="742"/>
        <location filename="../../jasstafel/club/db.py" line="758"/>
        <source>{name} is not a regular file (a pipe, a device or a socket): it is no club database</source>
        <translation>{name} n’est pas un fichier ordinaire (un tube, un périphérique ou un socket)&#xa0;: ce n’est pas une base de données du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="808"/>
        <source>{name} is open in another program (an older Jasstafel?): close it there and try again</source>
        <translation>{name} est ouvert dans un autre programme (un Jasstafel plus ancien&#xa0;?)&#xa0;: fermez-le là-bas et réessayez</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="835"/>
        <source>cannot create {name}: {reason}</source>
        <translation>impossible de créer {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="879"/>
        <source>{name} is not a club database (not a SQLite database file)</source>
        <translation>{name} n’est pas une base de données du club (pas un fichier de base de données SQLite)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="884"/>
        <source>{name} is damaged: invalid page size in its header</source>
        <translation>{name} est endommagé&#xa0;: taille de page invalide dans son en-tête</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="887"/>
        <source>{name} is damaged or truncated: {size} bytes is not a whole number of {page}-byte pages</source>
        <translation>{name} est endommagé ou tronqué&#xa0;: {size} octets ne font pas un nombre entier de pages de {page} octets</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="894"/>
        <source>{name} is damaged or truncated: its header counts {pages} pages, the file holds {held}</source>
        <translation>{name} est endommagé ou tronqué&#xa0;: son en-tête compte {pages} pages, le fichier en contient {held}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="908"/>
        <source>{name} is a SQLite database of another program, not a Jasstafel club database</source>
        <translation>{name} est une base de données SQLite d’un autre programme, pas une base de données de club Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="911"/>
        <location filename="../../jasstafel/club/db.py" line="978"/>
        <source>{name} is damaged: its schema version is {version}</source>
        <translation>{name} est endommagé&#xa0;: sa version de schéma est {version}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="915"/>
        <source>{name} was written by a newer Jasstafel (club database version {version}; this one knows up to version {known}): update Jasstafel to open it. The file was not changed.</source>
        <translation>{name} a été écrit par un Jasstafel plus récent (base de données du club version {version}&#xa0;; celui-ci connaît jusqu’à la version {known})&#xa0;: mettez Jasstafel à jour pour l’ouvrir. Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="920"/>
        <source>{name} is damaged: its tables are not those of a club database of version {version} (the version it claims). The file was not changed.</source>
        <translation>{name} est endommagé&#xa0;: ses tables ne sont pas celles d’une base de données du club de la version {version} (celle qu’il indique). Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="927"/>
        <source>{name} is damaged: the check of the file finds faults (SQLite: “{problems}”)</source>
        <translation>{name} est endommagé&#xa0;: la vérification du fichier y trouve des défauts (SQLite&#xa0;: «&#xa0;{problems}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/db.py" line="981"/>
        <source>{name} was upgraded by a newer Jasstafel meanwhile (version {version})</source>
        <translation>{name} a été mis à jour entre-temps par un Jasstafel plus récent (version {version})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/draw.py" line="127"/>
        <source>a draw needs at least {low} players, not {count}</source>
        <translation>un tirage demande au moins {low} joueurs, pas {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/draw.py" line="205"/>
        <source>a player is listed twice for the draw</source>
        <translation>un joueur figure deux fois pour le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/draw.py" line="207"/>
        <source>a draw needs at least one Passe</source>
        <translation>un tirage demande au moins une manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="106"/>
        <source>{side}: {what} cannot be negative, not {value}</source>
        <translation>{side}&#xa0;: {what} ne peut pas être négatif, pas {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="117"/>
        <source>{side}: only Fahnder has Nuller</source>
        <translation>{side}&#xa0;: seul le Fahnder a des zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="122"/>
        <source>{side}: only Schieber and Coiffeur have Matches</source>
        <translation>{side}&#xa0;: seuls le chibre et le coiffeur ont des matchs</translation>
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
        <translation>{side}&#xa0;: {value} n’est pas possible&#xa0;: le chiffre ne peut pas être négatif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="143"/>
        <source>{side}: {value} is not possible: {rule}</source>
        <translation>{side}&#xa0;: {value} n’est pas possible&#xa0;: {rule}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="171"/>
        <source>a Schieber of {rounds} rounds writes a team at most {most} points</source>
        <translation>un chibre de {rounds} donnes inscrit au plus {most} points à une équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="189"/>
        <source>{side}: {matches} Matches in {rounds} rounds is not possible (at most one per round)</source>
        <translation>{side}&#xa0;: {matches} matchs en {rounds} donnes n’est pas possible (au plus un par donne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="185"/>
        <source>a Schieber to {target} ends in the round that crosses it: a team writes at most {most} points</source>
        <translation>un chibre à {target} se termine à la donne qui le dépasse&#xa0;: une équipe inscrit au plus {most} points</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="176"/>
        <source>a Schieber broken off after %n rounds writes a team at most {most} points ({round} a round)</source>
        <translation>
            <numerusform>un chibre interrompu après %n donne inscrit au plus {most} points à une équipe ({round} par donne)</numerusform>
            <numerusform>un chibre interrompu après %n donnes inscrit au plus {most} points à une équipe ({round} par donne)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="193"/>
        <location filename="../../jasstafel/club/limits.py" line="360"/>
        <source>{side}: {matches} Matches write at least {least} points, more than the {points} given</source>
        <translation>{side}&#xa0;: {matches} matchs inscrivent au moins {least} points, plus que les {points} donnés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="201"/>
        <source>{matches} Matches in {rounds} rounds is not possible (at most one per round)</source>
        <translation>{matches} matchs en {rounds} donnes n’est pas possible (au plus un par donne)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="219"/>
        <source>{side}: {points} is not possible: a Schieber to {target} broken off after %n rounds had not ended: no team had reached the target, unless both crossed it in the same round ({other} have {other_points})</source>
        <translation>
            <numerusform>{side}&#xa0;: {points} n’est pas possible&#xa0;: un chibre à {target} interrompu après %n donne n’était pas terminé&#xa0;: aucune équipe n’avait atteint le but, sauf si les deux l’ont dépassé à la même donne ({other} ont {other_points})</numerusform>
            <numerusform>{side}&#xa0;: {points} n’est pas possible&#xa0;: un chibre à {target} interrompu après %n donnes n’était pas terminé&#xa0;: aucune équipe n’avait atteint le but, sauf si les deux l’ont dépassé à la même donne ({other} ont {other_points})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="249"/>
        <source>a Schieber of {rounds} rounds without Weis writes {fixed} points in all ({rounds} × {deck}): {given} = {total} is not possible</source>
        <translation>un chibre de {rounds} donnes sans annonces inscrit {fixed} points en tout ({rounds} × {deck})&#xa0;: {given} = {total} n’est pas possible</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="258"/>
        <source>a Schieber of {rounds} rounds without Weis writes {fixed} points in all, and {bonus} more for each Match: with {matches} Matches {expected}, not {given} = {total}</source>
        <translation>un chibre de {rounds} donnes sans annonces inscrit {fixed} points en tout, et {bonus} de plus par match&#xa0;: avec {matches} matchs {expected}, pas {given} = {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="270"/>
        <source>a Schieber of {rounds} rounds writes between {least} and {most} points in all: {given} = {total} is not possible</source>
        <translation>un chibre de {rounds} donnes inscrit en tout entre {least} et {most} points&#xa0;: {given} = {total} n’est pas possible</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="281"/>
        <source>{side}: the evening&apos;s tables keep no Striche (the back side is off)</source>
        <translation>{side}&#xa0;: les tables de la soirée ne tiennent pas de traits (le verso est désactivé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="320"/>
        <source>at most {most}: {played} of {rows} rows played ({factors}), a Match in every one</source>
        <translation>au plus {most}&#xa0;: {played} lignes sur {rows} jouées ({factors}), un match dans chacune</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="398"/>
        <source>Weis and Stöck</source>
        <translation>annonces et stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="399"/>
        <source>Weis</source>
        <translation>annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="402"/>
        <source>the points at the table add up to {given} = {total}: with {players} players and {rounds} rounds, the last counting double, the sum must end in {digit} ({counted} × 157 card points, {weis} in tens)</source>
        <translation>les points de la table font {given} = {total}&#xa0;: à {players} joueurs et {rounds} donnes, la dernière comptant double, la somme doit finir par {digit} ({counted} × 157 points de cartes, {weis} en multiples de 10)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="408"/>
        <source>the points at the table add up to {given} = {total}: with {players} players and {rounds} rounds the sum must end in {digit} ({rounds} × 157 card points, {weis} in tens)</source>
        <translation>les points de la table font {given} = {total}&#xa0;: à {players} joueurs et {rounds} donnes, la somme doit finir par {digit} ({rounds} × 157 points de cartes, {weis} en multiples de 10)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="435"/>
        <source>a Handjass broken off after %n rounds had nobody at {voll} Striche: a player has 0 to {most}</source>
        <translation>
            <numerusform>un Handjass interrompu après %n donne n’avait encore personne de plein ({voll} traits)&#xa0;: un joueur en a de 0 à {most}</numerusform>
            <numerusform>un Handjass interrompu après %n donnes n’avait encore personne de plein ({voll} traits)&#xa0;: un joueur en a de 0 à {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="478"/>
        <source>{side}: {striche} Striche is not possible: a Fahnder broken off after %n rounds gives a player at most {most} Striche (3 a round)</source>
        <translation>
            <numerusform>{side}&#xa0;: {striche} traits n’est pas possible&#xa0;: un Fahnder interrompu après %n donne donne au plus {most} traits à un joueur (3 par donne)</numerusform>
            <numerusform>{side}&#xa0;: {striche} traits n’est pas possible&#xa0;: un Fahnder interrompu après %n donnes donne au plus {most} traits à un joueur (3 par donne)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="487"/>
        <source>{side}: {net} net Striche is not possible: a Fahnder broken off after %n rounds had no Fahnder-König ({target} net Striche): at most {most}</source>
        <translation>
            <numerusform>{side}&#xa0;: {net} traits nets n’est pas possible&#xa0;: un Fahnder interrompu après %n donne n’avait pas encore de Fahnder-König ({target} traits nets)&#xa0;: au plus {most}</numerusform>
            <numerusform>{side}&#xa0;: {net} traits nets n’est pas possible&#xa0;: un Fahnder interrompu après %n donnes n’avait pas encore de Fahnder-König ({target} traits nets)&#xa0;: au plus {most}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="498"/>
        <source>Pandur ends at 15 score points; inheritance stops at 14 and a deal gives at most 6: 0 to {most}</source>
        <translation>la bandoure se termine à 15 points marqués&#xa0;; l’héritage s’arrête à 14 et une donne en donne au plus 6&#xa0;: 0 à {most}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="503"/>
        <source>a Pandur broken off after %n deals gives a player at most {most} score points (6 a deal)</source>
        <translation>
            <numerusform>une bandoure interrompue après %n donne donne au plus {most} points marqués à un joueur (6 par donne)</numerusform>
            <numerusform>une bandoure interrompue après %n donnes donne au plus {most} points marqués à un joueur (6 par donne)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="512"/>
        <source>{sides}: {points} is not possible: a Pandur broken off after %n deals had not ended: it goes on while two players are under 15</source>
        <translation>
            <numerusform>{sides}&#xa0;: {points} n’est pas possible&#xa0;: une bandoure interrompue après %n donne n’était pas terminée&#xa0;: elle continue tant que deux joueurs sont sous 15</numerusform>
            <numerusform>{sides}&#xa0;: {points} n’est pas possible&#xa0;: une bandoure interrompue après %n donnes n’était pas terminée&#xa0;: elle continue tant que deux joueurs sont sous 15</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="600"/>
        <source>{sides}: {given} = {total} is not possible: {games} Guggitaler give {count} players at most {most} Domino points together (the {count} best places), and a penalty only takes away</source>
        <translation>{sides}&#xa0;: {given} = {total} n’est pas possible&#xa0;: {games} Guggitaler donnent à {count} joueurs au plus {most} points de domino ensemble (les {count} meilleures places), et une pénalité ne fait qu’enlever</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="309"/>
        <source>a Coiffeur of {rows} rows writes a team at most {most} points (a Match in every row)</source>
        <translation>un coiffeur de {rows} lignes inscrit au plus {most} points à une équipe (un match dans chaque ligne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="355"/>
        <source>{side}: {matches} Matches in {rows} rows is not possible (at most one per row)</source>
        <translation>{side}&#xa0;: {matches} matchs en {rows} lignes n’est pas possible (au plus un par ligne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="376"/>
        <source>a Molotow of {rounds} rounds gives a player between {least} and {most} points</source>
        <translation>un Molotow de {rounds} donnes donne à un joueur entre {least} et {most} points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="379"/>
        <source>{side}: Molotow has no Matches</source>
        <translation>{side}&#xa0;: le Molotow n’a pas de matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="420"/>
        <source>a Differenzler of {games} games gives a penalty of 0 to {most}</source>
        <translation>une Différence de {games} donnes donne une pénalité de 0 à {most}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="444"/>
        <source>{side}: a Handjass counts Striche: {striche} Striche, not {points}</source>
        <translation>{side}&#xa0;: un Handjass compte les traits&#xa0;: {striche} traits, pas {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="430"/>
        <source>a Handjass ends when someone has {voll} Striche: a player has 0 to {most}</source>
        <translation>un Handjass se termine quand quelqu’un a {voll} traits&#xa0;: un joueur en a de 0 à {most}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="287"/>
        <source>Striche come from Win 2, Berg 1, Schneider 2 and 2 per (Konter)match at most: {most}</source>
        <translation>les traits viennent de victoire 2, Berg 1, Schneider 2 et 2 par (contre-)match, au plus&#xa0;: {most}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="458"/>
        <source>{side}: net Striche are Striche − Nuller: {striche} − {nuller} = {net}, not {points}</source>
        <translation>{side}&#xa0;: les traits nets sont traits − zéros&#xa0;: {striche} − {nuller} = {net}, pas {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="465"/>
        <source>{side}: {net} net Striche is not possible: a Fahnder ends at {target}, and one round gives at most 3 (at most {most})</source>
        <translation>{side}&#xa0;: {net} traits nets n’est pas possible&#xa0;: un Fahnder se termine à {target}, et une donne en donne au plus 3 (au plus {most})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="76"/>
        <source>the match&apos;s board has sides the club cannot map to players</source>
        <translation>l’ardoise de la partie a des camps que le club ne peut pas attribuer à des joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="129"/>
        <source>the draw has no table {table} in Passe {passe}</source>
        <translation>le tirage n’a pas de table {table} à la manche {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="136"/>
        <source>{name} is drawn at table {table}</source>
        <translation>le tirage place {name} à la table {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="139"/>
        <source>{name} sits out this Passe by the draw</source>
        <translation>{name} est au repos pour cette manche selon le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="141"/>
        <source>{name} is not in this Passe&apos;s draw</source>
        <translation>{name} n’est pas dans le tirage de cette manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="144"/>
        <source>{name} is drawn at this table</source>
        <translation>le tirage place {name} à cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="151"/>
        <source>the draw makes {a} and {b} partners</source>
        <translation>le tirage fait de {a} et {b} des partenaires</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="164"/>
        <source>Passe {passe}, table {table} is not the draw&apos;s line-up: {difference}. A result is for the players the draw seated there; record another line-up (a late arrival, a substitute) as an override, with its reason.</source>
        <translation>La manche {passe}, table {table} n’est pas la composition du tirage&#xa0;: {difference}. Un résultat est pour les joueurs placés là par le tirage&#xa0;; inscrivez une autre composition (un retardataire, un remplaçant) comme exception, avec sa raison.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="175"/>
        <source>{name} is listed twice at the table</source>
        <translation>{name} figure deux fois à la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="187"/>
        <source>{rule}, not {count} players at a table</source>
        <translation>{rule}, pas {count} joueurs par table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="190"/>
        <source>{variant} is played by {low} players at a table, not {count}</source>
        <translation>{variant} se joue à {low} joueurs par table, pas {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="193"/>
        <source>{variant} is played by {low} to {high} players at a table, not {count}</source>
        <translation>{variant} se joue de {low} à {high} joueurs par table, pas {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="219"/>
        <source>{name}: the points are missing</source>
        <translation>{name}&#xa0;: il manque les points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="229"/>
        <source>{a} and {b} are partners: a team has one result, give both the same figures (without a draw, the players named make the teams two by two: the first two, the next two, the last two)</source>
        <translation>{a} et {b} sont partenaires&#xa0;: une équipe a un seul résultat, donnez aux deux les mêmes chiffres (sans tirage, les joueurs nommés forment les équipes deux par deux&#xa0;: les deux premiers, les deux suivants, les deux derniers)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="233"/>
        <source>{a} and {b} are partners: a team has one result, give both the same figures (without a draw, the first two players named are one team)</source>
        <translation>{a} et {b} sont partenaires&#xa0;: une équipe a un seul résultat, donnez aux deux les mêmes chiffres (sans tirage, les deux premiers joueurs nommés forment une équipe)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="236"/>
        <source>{a} and {b} are partners: a team has one result, give both the same figures</source>
        <translation>{a} et {b} sont partenaires&#xa0;: une équipe a un seul résultat, donnez aux deux les mêmes chiffres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="247"/>
        <source>give the rank of every player at the table, or of none</source>
        <translation>donnez le rang de chaque joueur à la table, ou d’aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="301"/>
        <source>{sides} are both marked as won: one team wins a game (the winner is rank 1 at the table): mark only the team that won</source>
        <translation>{sides} sont toutes deux marquées gagnantes&#xa0;: une seule équipe gagne une partie (la gagnante est au rang 1 à la table)&#xa0;: ne marquez que l’équipe qui a gagné</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="306"/>
        <source>{sides} are both marked as not won: one team wins a game to a target (the one that called Bedanken); mark it</source>
        <translation>{sides} sont toutes deux marquées perdantes&#xa0;: une partie au but est gagnée par une équipe (celle qui est sortie)&#xa0;; marquez-la</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="320"/>
        <source>Pandur: give the rank of every player at the table: the order of reaching 15 is not in the score points</source>
        <translation>Bandoure&#xa0;: donnez le rang de chaque joueur à la table&#xa0;: l’ordre d’arrivée à 15 ne figure pas dans les points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="327"/>
        <source>{sides} have the same points and neither is marked as won: one team wins a game to a target (the one that called Bedanken); mark it</source>
        <translation>{sides} ont autant de points et aucune n’est marquée gagnante&#xa0;: une partie au but est gagnée par une équipe (celle qui est sortie)&#xa0;; marquez-la</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="338"/>
        <source>{name}: marked as won at rank {rank}: only rank 1 at the table has won</source>
        <translation>{name}&#xa0;: «&#xa0;Gagné&#xa0;» au rang {rank}&#xa0;: seul le rang 1 à la table a gagné</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="341"/>
        <source>{name}: rank 1 at the table has won: it cannot be marked as not won</source>
        <translation>{name}&#xa0;: le rang 1 à la table a gagné&#xa0;: il ne peut pas être marqué perdant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="356"/>
        <source>ranks {given} are not possible: players who share a place take the places after it too (after two first places comes the third): {fixed}</source>
        <translation>les rangs {given} ne sont pas possibles&#xa0;: qui partage une place prend aussi les places suivantes (après deux premières places vient la troisième)&#xa0;: {fixed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="381"/>
        <source>ranks {given} are not possible: {rule}: {fixed}</source>
        <translation>les rangs {given} ne sont pas possibles&#xa0;: {rule}&#xa0;: {fixed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="390"/>
        <source>in a Molotow the fewest points rank first; equal points for the win are decided by drawing a card, other equal points share the rank</source>
        <translation>au Molotow, le moins de points est classé premier&#xa0;; à égalité de points pour la victoire, le tirage d’une carte décide, les autres égalités partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="394"/>
        <source>in a Molotow the fewest points rank first; equal points are decided by drawing a card</source>
        <translation>au Molotow, le moins de points est classé premier&#xa0;; à égalité de points, le tirage d’une carte décide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="397"/>
        <source>in a Schieber Turnier the team with more points ranks first, on equal points the one with more Matches; equal in both are decided by the best round</source>
        <translation>au chibre en tournoi, l’équipe qui a le plus de points est classée première, à égalité de points celle qui a le plus de matchs&#xa0;; à égalité des deux, la meilleure donne décide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="401"/>
        <source>in a Schieber Turnier the team with more points ranks first, on equal points the one with more Matches; equal in both share the rank</source>
        <translation>au chibre en tournoi, l’équipe qui a le plus de points est classée première, à égalité de points celle qui a le plus de matchs&#xa0;; à égalité des deux, les équipes partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="405"/>
        <source>in a Coiffeur the higher total ranks first, on equal totals the one with more Matches; equal in both are decided by the cells from the highest row down</source>
        <translation>au coiffeur, le total le plus élevé est classé premier, à total égal l’équipe qui a le plus de matchs&#xa0;; à égalité des deux, les cases décident, de la ligne la plus haute vers le bas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="409"/>
        <source>in a Fahnder every Fahnder-König ({target} net Striche or more) ranks first, the others by their net Striche; equal nets share the rank</source>
        <translation>au Fahnder, chaque Fahnder-König ({target} traits nets ou plus) est classé premier, les autres selon leurs traits nets&#xa0;; des traits nets égaux partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="413"/>
        <source>in a Handjass with Gewinnstriche everyone with {voll} Striche ranks first, the others by their Striche, the most first; equal Striche share the rank</source>
        <translation>au Handjass aux traits de victoire, quiconque a {voll} traits est classé premier, les autres selon leurs traits, le plus grand nombre d’abord&#xa0;; des traits égaux partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="417"/>
        <source>in a Differenzler the lowest penalty ranks first; equal penalties share the rank (no draw)</source>
        <translation>à la Différence, la plus petite pénalité est classée première&#xa0;; des pénalités égales partagent le rang (pas de tirage)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="419"/>
        <source>in a Handjass the fewest Striche rank first; equal Striche share the rank</source>
        <translation>au Handjass, le moins de traits est classé premier&#xa0;; des traits égaux partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="421"/>
        <source>on a Punktetafel the most points rank first; equal points share the rank</source>
        <translation>sur le tableau de points, le plus de points est classé premier&#xa0;; des points égaux partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="423"/>
        <source>on a Punktetafel where the lowest wins the fewest points rank first; equal points share the rank</source>
        <translation>sur le tableau de points où le plus bas gagne, le moins de points est classé premier&#xa0;; des points égaux partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="425"/>
        <source>in a Guggitaler the highest total ranks first; equal totals share the rank</source>
        <translation>au Guggitaler, le total le plus élevé est classé premier&#xa0;; des totaux égaux partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="439"/>
        <source>{names} share the last place: in a Pandur the last one left is the loser, one player</source>
        <translation>{names} partagent la dernière place&#xa0;: à la bandoure, le dernier qui reste est le perdant, un seul joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="445"/>
        <source>{names} share rank {rank}: in a Pandur at most two players reach 15 in the same deal (the two opponents of a failed contract)</source>
        <translation>{names} partagent le rang {rank}&#xa0;: à la bandoure, deux joueurs au plus atteignent 15 à la même donne (les deux adversaires d’un contrat chuté)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="451"/>
        <source>{name}: rank {rank} with {points} score points is not possible: only a player who reached 15 places before the loser</source>
        <translation>{name}&#xa0;: le rang {rank} avec {points} points marqués n’est pas possible&#xa0;: seul un joueur qui a atteint 15 passe devant le perdant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="456"/>
        <source>{name}: {points} score points at the last place is not possible: the loser is the one left without 15</source>
        <translation>{name}&#xa0;: {points} points marqués à la dernière place n’est pas possible&#xa0;: le perdant est celui qui reste sans 15</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="476"/>
        <source>{name}: which team? At a table of two teams give each player&apos;s side (0 or 1), or draw the evening first</source>
        <translation>{name}&#xa0;: quelle équipe&#xa0;? À une table de deux équipes, donnez le camp de chaque joueur (0 ou 1), ou tirez d’abord la soirée au sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="482"/>
        <source>a table of three teams has two players in each team</source>
        <translation>une table de trois équipes a deux joueurs dans chaque équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/results.py" line="484"/>
        <source>a table of two teams has two players in each team</source>
        <translation>une table de deux équipes a deux joueurs dans chaque équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="152"/>
        <source>an evening of this club is live in another program</source>
        <translation>une soirée de ce club est en direct dans un autre programme</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="153"/>
        <source>evening {evening} of this club is live at {url} (process {pid})</source>
        <translation>la soirée {evening} de ce club est en direct à {url} (processus {pid})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="57"/>
        <source>jasstafel club serve needs the live extra ({name} is missing): pip install &apos;jasstafel[live]&apos;</source>
        <translation>jasstafel club serve a besoin du supplément «&#xa0;live&#xa0;» ({name} manque)&#xa0;: pip install &apos;jasstafel[live]&apos;</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="64"/>
        <source>unknown language {language} (known: {known})</source>
        <translation>langue inconnue {language} (connues&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="68"/>
        <source>--passe-minutes is 1 to 600, not {minutes}</source>
        <translation>--passe-minutes va de 1 à 600, pas {minutes}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="88"/>
        <source>the live evening cannot start: {reason}</source>
        <translation>la soirée en direct ne peut pas démarrer&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="92"/>
        <source>the live evening has ended</source>
        <translation>La soirée en direct est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="126"/>
        <source>Wall (ranking):</source>
        <translation>Classement (mur)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="126"/>
        <source>Oberjasser&apos;s page:</source>
        <translation>Page du chef de jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="128"/>
        <source>Evening {evening} is live at {url}</source>
        <translation>La soirée {evening} est en direct à {url}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="132"/>
        <source>code {code}</source>
        <translation>code {code}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="137"/>
        <source>Passe {passe}:</source>
        <translation>Manche {passe}&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="138"/>
        <source>table {table}  code {code}</source>
        <translation>table {table}  code {code}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/cli.py" line="140"/>
        <source>Ctrl+C ends the live evening.</source>
        <translation>Ctrl+C termine la soirée en direct.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/service.py" line="271"/>
        <location filename="../../jasstafel/live/service.py" line="279"/>
        <source>the live evening {evening} has ended</source>
        <translation>la soirée en direct {evening} est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="867"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="900"/>
        <source>evening {id} ({date}, {results}) would be deleted with its draw and results: give --yes (the corrections log keeps them)</source>
        <translation>la soirée {id} ({date}, {results}) serait supprimée avec son tirage et ses résultats&#xa0;: donnez --yes (le journal des corrections les garde)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="903"/>
        <location filename="../../jasstafel/cli/club.py" line="908"/>
        <source>%n results</source>
        <translation>
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="905"/>
        <source>deleted evening {id}: {date} {title} ({results} kept in the corrections log)</source>
        <translation>soirée {id} supprimée&#xa0;: {date} {title} (le journal des corrections garde {results})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="934"/>
        <source>note: %n times two players meet again as opponents (no draw without it was found)</source>
        <translation>
            <numerusform>remarque&#xa0;: une fois, deux joueurs se retrouvent adversaires (aucun tirage sans cela n’a été trouvé)</numerusform>
            <numerusform>remarque&#xa0;: %n fois, deux joueurs se retrouvent adversaires (aucun tirage sans cela n’a été trouvé)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="969"/>
        <source>give the PDF file to write: -o FILE</source>
        <translation>donnez le fichier PDF à écrire&#xa0;: -o FICHIER</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1074"/>
        <source>{name}: nothing was imported: {reason}</source>
        <translation>{name}&#xa0;: rien n’a été importé&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1274"/>
        <source>give the CSV file to write: -o FILE</source>
        <translation>donnez le fichier CSV à écrire&#xa0;: -o FICHIER</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="143"/>
        <source>result</source>
        <translation>résultat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="143"/>
        <source>evening</source>
        <translation>soirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="144"/>
        <source>line-up</source>
        <translation>composition</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="144"/>
        <source>table rules</source>
        <translation>règles de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="552"/>
        <source>On the command line: {option}</source>
        <translation>En ligne de commande&#xa0;: {option}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="577"/>
        <source>-o {name}: end the name in .csv for a CSV file or .pdf for a PDF</source>
        <translation>-o {name}&#xa0;: terminez le nom par .csv pour un fichier CSV ou par .pdf pour un PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="580"/>
        <source>-o {name}: a {kind} file to write is given already ({other})</source>
        <translation>-o {name}&#xa0;: un fichier {kind} à écrire est déjà donné ({other})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="668"/>
        <source>the CSV file and the PDF are the same file: {name}</source>
        <translation>le fichier CSV et le PDF sont le même fichier&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="857"/>
        <source>evening {id}: {date} {variant} · {preset}, {passen}, season {season}</source>
        <translation>soirée {id}&#xa0;: {date} {variant} · {preset}, {passen}, saison {season}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="860"/>
        <location filename="../../jasstafel/cli/club.py" line="1505"/>
        <source>%n Passen</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <source>Preset</source>
        <translation>Règlement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <location filename="../../jasstafel/cli/club.py" line="759"/>
        <location filename="../../jasstafel/cli/club.py" line="866"/>
        <source>Id</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="523"/>
        <source>an argument is not valid UTF-8: {argument}</source>
        <translation>un argument n’est pas de l’UTF-8 valable&#xa0;: {argument}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="711"/>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="326"/>
        <location filename="../../jasstafel/cli/club.py" line="712"/>
        <location filename="../../jasstafel/cli/club.py" line="1091"/>
        <location filename="../../jasstafel/cli/club.py" line="1094"/>
        <location filename="../../jasstafel/cli/club.py" line="1421"/>
        <location filename="../../jasstafel/club/club.py" line="1087"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="486"/>
        <source>{name} · guest</source>
        <translation>{name} · invité·e</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <source>At</source>
        <translation>Moment</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1298"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1299"/>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1299"/>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1299"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1449"/>
        <source>{evenings}, {games}, {wins}, {matches}</source>
        <translation>{evenings}, {games}, {wins}, {matches}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <source>Of</source>
        <translation>sur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1486"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1489"/>
        <source>Season points</source>
        <translation>Points de saison</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="1489"/>
        <source>Cumulative</source>
        <translation>Cumul</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1503"/>
        <source>%n evenings</source>
        <translation>
            <numerusform>%n soirée</numerusform>
            <numerusform>%n soirées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1507"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1508"/>
        <source>%n Matches</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matchs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="224"/>
        <source>Guggitaler: the highest total over all Passen (Domino points − penalty points: without Domino, the fewest penalty points rank first); tie: more Passen won, then the higher best Passe.</source>
        <translation>Guggitaler&#xa0;: le total le plus élevé sur toutes les manches (points de domino − points de pénalité&#xa0;: sans domino, le moins de points de pénalité est classé premier)&#xa0;; égalité&#xa0;: plus de manches gagnées, puis la meilleure manche la plus haute.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/ranking.py" line="227"/>
        <source>Guggitaler</source>
        <translation>Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="550"/>
        <source>{games} Guggitaler with Domino give each of {players} players a total (Domino points − penalty points) of {least} to {most}</source>
        <translation>{games} Guggitaler avec domino donnent à chacun des {players} joueurs un total (points de domino − points de pénalité) de {least} à {most}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="555"/>
        <source>{games} Guggitaler without Domino give only penalty points: each of {players} players has a total of {least} to 0</source>
        <translation>{games} Guggitaler sans domino ne donnent que des points de pénalité&#xa0;: chacun des {players} joueurs a un total de {least} à 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="561"/>
        <source>{side}: Guggitaler has no Matches</source>
        <translation>{side}&#xa0;: le Guggitaler n’a pas de matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="564"/>
        <source>{side}: {points} is not possible: every penalty and Domino value of the evening is a multiple of {step}, so is every total</source>
        <translation>{side}&#xa0;: {points} n’est pas possible&#xa0;: chaque valeur de pénalité et de domino de la soirée est un multiple de {step}, donc aussi chaque total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/club/limits.py" line="582"/>
        <source>{games} Guggitaler of {players} players deal out {penalties} penalty points and {domino} Domino points: the totals add up to {dealt}, not {given} = {total}</source>
        <translation>{games} Guggitaler à {players} joueurs distribuent {penalties} points de pénalité et {domino} points de domino&#xa0;: les totaux font ensemble {dealt}, pas {given} = {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/cli/club.py" line="609"/>
        <source>written through the live evening at {url}</source>
        <translation>inscrit par la soirée en direct à {url}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="142"/>
        <source>evening {evening} was live at {url} (process {pid}), but its server no longer runs (it was killed or crashed): nothing was written. Start it again (jasstafel club serve) to write through it, or, if the live evening is over, remove {marker}</source>
        <translation>la soirée {evening} était en direct à {url} (processus {pid}), mais son serveur ne tourne plus (il a été tué ou s’est planté)&#xa0;: rien n’a été inscrit. Relancez-le (jasstafel club serve) pour inscrire par lui ou, si la soirée en direct est finie, supprimez {marker}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/marker.py" line="163"/>
        <source>evening {evening} is live at {url} (jasstafel club serve, process {pid}): its tables play from its draw; end the live evening first to change the evening or its draw (its results go through the server)</source>
        <translation>la soirée {evening} est en direct à {url} (jasstafel club serve, processus {pid})&#xa0;: ses tables jouent selon son tirage&#xa0;; terminez d’abord la soirée en direct pour changer la soirée ou son tirage (ses résultats passent par le serveur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="757"/>
        <source>the live evening&apos;s server at {url} did not answer in time: look on the Oberjasser&apos;s page ({url}admin) whether the change was written</source>
        <translation>le serveur de la soirée en direct à {url} n’a pas répondu à temps&#xa0;: regardez sur la page du chef de jeu ({url}admin) si le changement a été inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="761"/>
        <source>evening {evening} is live at {url}, but its server cannot be reached ({reason}): nothing was written</source>
        <translation>la soirée {evening} est en direct à {url}, mais son serveur est injoignable ({reason})&#xa0;: rien n’a été inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="773"/>
        <source>the change is too large for the live evening&apos;s server at {url} (import fewer files at once): nothing was written</source>
        <translation>le changement est trop grand pour le serveur de la soirée en direct à {url} (importez moins de fichiers à la fois)&#xa0;: rien n’a été inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="777"/>
        <location filename="../../jasstafel/live/client.py" line="787"/>
        <source>the live evening&apos;s server at {url} refused the change ({reason}): nothing was written</source>
        <translation>le serveur de la soirée en direct à {url} a refusé le changement ({reason})&#xa0;: rien n’a été inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="828"/>
        <location filename="../../jasstafel/live/server.py" line="517"/>
        <source>the live evening at this address is evening {live}, not {evening}</source>
        <translation>la soirée en direct à cette adresse est la soirée {live}, pas {evening}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="869"/>
        <source>while evening {evening} is live, only its results are written through its server at {url}: end the live evening first to change the evening or its draw</source>
        <translation>tant que la soirée {evening} est en direct, seuls ses résultats sont inscrits par son serveur à {url}&#xa0;: terminez d’abord la soirée en direct pour changer la soirée ou son tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="889"/>
        <source>an evening of this club is live in another program, but its marker {marker} cannot be read here: nothing was written</source>
        <translation>une soirée de ce club est en direct dans un autre programme, mais son marqueur {marker} ne peut pas être lu ici&#xa0;: rien n’a été inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="120"/>
        <source>send 1 to {most} club changes at a time</source>
        <translation>envoyez 1 à {most} changements du club à la fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="139"/>
        <source>unknown club change {name} (known: {known})</source>
        <translation>changement du club inconnu {name} (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="147"/>
        <source>{name}: unknown field {field}</source>
        <translation>{name}&#xa0;: champ inconnu {field}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/writes.py" line="219"/>
        <source>the live evening&apos;s server refuses {field}: it must be {expected}</source>
        <translation>le serveur de la soirée en direct refuse {field}&#xa0;: ce doit être {expected}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/members.py" line="83"/>
        <source>{refusal}. The fields you have not changed show it now: press Rename again to write yours over it.</source>
        <translation>{refusal}. Les champs que vous n’avez pas modifiés le montrent maintenant&#xa0;: appuyez de nouveau sur «&#xa0;Renommer&#xa0;» pour écrire les vôtres par-dessus.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="292"/>
        <source>{refusal}. The fields you have not changed show it now: press Save again to write yours over it.</source>
        <translation>{refusal}. Les champs que vous n’avez pas modifiés le montrent maintenant&#xa0;: appuyez de nouveau sur «&#xa0;Enregistrer&#xa0;» pour écrire les vôtres par-dessus.</translation>
    </message>
</context>
<context>
    <name>differenzler</name>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="128"/>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="275"/>
        <source>Games played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="129"/>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="276"/>
        <source>Best game</source>
        <translation>Meilleure donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="130"/>
        <source>Games in all</source>
        <translation>Donnes en tout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/widgets/statistics.py" line="274"/>
        <source>Games played: {0}</source>
        <translation>Donnes jouées&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="60"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="61"/>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="62"/>
        <source>Round</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="63"/>
        <source>Guggitaler</source>
        <translation>Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="64"/>
        <source>Entry</source>
        <translation>Inscription</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="65"/>
        <source>{side} written</source>
        <translation>{side} inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="66"/>
        <source>{side} total</source>
        <translation>{side} total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="67"/>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="68"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="69"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="70"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="71"/>
        <source>Winner</source>
        <translation>Victoire</translation>
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
        <translation>Atout fait par</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="80"/>
        <location filename="../../jasstafel/printing/export.py" line="162"/>
        <source>Bid</source>
        <translation>Offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="81"/>
        <source>At fault</source>
        <translation>Fautif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="82"/>
        <source>Cards drawn</source>
        <translation>Cartes tirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="83"/>
        <source>Contract</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="84"/>
        <source>Taken</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="85"/>
        <source>Declarer</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="86"/>
        <source>Fahnder</source>
        <translation>Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="87"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="88"/>
        <source>Passed</source>
        <translation>Chibré</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="89"/>
        <source>Handweis</source>
        <translation>Annonces de main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="90"/>
        <source>Kontermatsch</source>
        <translation>Contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="91"/>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="92"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="93"/>
        <source>Misdeed</source>
        <translation>Faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="94"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="95"/>
        <source>Nuller</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="96"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="97"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="98"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="99"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="100"/>
        <source>Prediction</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="101"/>
        <source>Led too early</source>
        <translation>Joué trop tôt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="102"/>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="103"/>
        <source>Stack</source>
        <translation>Tas</translation>
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
        <translation>Traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="106"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="107"/>
        <source>Tischweis</source>
        <translation>Annonces de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="108"/>
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="109"/>
        <source>Weis beaten</source>
        <translation>Annonces battues</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="110"/>
        <source>Written at</source>
        <translation>Inscrit à</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="112"/>
        <source>As Fahnder</source>
        <translation>Comme Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="113"/>
        <source>Behind</source>
        <translation>Retard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="114"/>
        <source>Best round</source>
        <translation>Meilleure donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="117"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="118"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="119"/>
        <source>King of Roses</source>
        <translation>Roi de roses</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="120"/>
        <source>Bells</source>
        <translation>Grelots</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="142"/>
        <source>Stöck points</source>
        <translation>Points de stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="147"/>
        <source>Striche: Win</source>
        <translation>Traits&#xa0;: victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="153"/>
        <source>To full</source>
        <translation>Jusqu’à plein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="154"/>
        <source>Full</source>
        <translation>Plein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="121"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="122"/>
        <source>Card drawn</source>
        <translation>Carte tirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="123"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="124"/>
        <source>Declared</source>
        <translation>Contrats pris</translation>
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
        <translation>Exact</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="127"/>
        <source>Group of Striche</source>
        <translation>Groupe de traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="128"/>
        <source>Still playing</source>
        <translation>Encore en jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="129"/>
        <source>Inherited</source>
        <translation>Hérités</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="130"/>
        <source>Fahnder-König</source>
        <translation>Fahnder-König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="131"/>
        <source>Last game: penalty</source>
        <translation>Dernière donne&#xa0;: pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="132"/>
        <source>Last game: points</source>
        <translation>Dernière donne&#xa0;: points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="133"/>
        <source>Last game: prediction</source>
        <translation>Dernière donne&#xa0;: estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="134"/>
        <source>Made as Fahnder</source>
        <translation>Réussi comme Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="135"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="136"/>
        <source>Missing</source>
        <translation>Manquant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="137"/>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="138"/>
        <source>Open rows</source>
        <translation>Lignes ouvertes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="139"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="140"/>
        <source>Reached 15 in deal</source>
        <translation>15 atteint à la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="141"/>
        <source>Still possible</source>
        <translation>Encore possible</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="143"/>
        <source>Striche: Berg</source>
        <translation>Traits&#xa0;: Berg</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="144"/>
        <source>Striche: Kontermatsch</source>
        <translation>Traits&#xa0;: contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="145"/>
        <source>Striche: Match</source>
        <translation>Traits&#xa0;: match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="146"/>
        <source>Striche: Schneider</source>
        <translation>Traits&#xa0;: Schneider</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="148"/>
        <source>Striche in all</source>
        <translation>Traits en tout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="149"/>
        <source>Target</source>
        <translation>But</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="150"/>
        <source>To go</source>
        <translation>Reste à faire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="151"/>
        <source>To the König</source>
        <translation>Jusqu’au König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="152"/>
        <source>To the target</source>
        <translation>Jusqu’au but</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="155"/>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="156"/>
        <source>Fifties (Z)</source>
        <translation>Cinquantaines (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="157"/>
        <source>Hundreds (Z)</source>
        <translation>Centaines (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="158"/>
        <source>Rest (Z)</source>
        <translation>Reste (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="159"/>
        <source>Twenties (Z)</source>
        <translation>Vingtaines (Z)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="165"/>
        <source>Matches in own rows</source>
        <translation>Matchs dans ses lignes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="170"/>
        <source>Bedanken</source>
        <translation>Sortir</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="171"/>
        <source>close</source>
        <translation>clôture</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="172"/>
        <source>deal</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="174"/>
        <source>card drawn</source>
        <translation>carte tirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="175"/>
        <source>fault</source>
        <translation>faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="176"/>
        <source>game</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="177"/>
        <source>misdeal</source>
        <translation>maldonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="178"/>
        <source>nobody bid</source>
        <translation>personne ne prend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="179"/>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/export.py" line="180"/>
        <source>round</source>
        <translation>donne</translation>
    </message>
</context>
<context>
    <name>fahnder</name>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="88"/>
        <source>Fahnder-König: {0}</source>
        <translation>Fahnder-König&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="90"/>
        <source>Round {0} · Fahnder-König at net {1}</source>
        <translation>Donne {0} · Fahnder-König à {1} net</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="93"/>
        <source>minimum bid {0}</source>
        <translation>offre minimale {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="100"/>
        <source>Fahnder-König</source>
        <translation>Fahnder-König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="102"/>
        <source>rank {0}</source>
        <translation>rang {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="104"/>
        <source>{0} to go</source>
        <translation>encore {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="112"/>
        <source>{0}× · made {1}</source>
        <translation>{0}× · réussi {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="114"/>
        <source>{0} Striche</source>
        <translation>{0} traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/fahnder_board.py" line="116"/>
        <source>{0} Nuller</source>
        <translation>{0} zéros</translation>
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
        <translation>selon la place&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="107"/>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="109"/>
        <source>each {0}</source>
        <translation>chacun {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="107"/>
        <source>{0} per trick, {1} tricks</source>
        <translation>{0} par pli, {1} plis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="109"/>
        <source>{0} per card, {1} cards</source>
        <translation>{0} par carte, {1} cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="110"/>
        <source>{0} for the one who takes it</source>
        <translation>{0} pour celui qui le prend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="221"/>
        <source>Guggitaler {0} of {1}</source>
        <translation>Guggitaler {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="174"/>
        <source>deals</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="180"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="184"/>
        <source>Small: tricks or cards taken, × took it, the Domino place. Big: what the game wrote.</source>
        <translation>En petit&#xa0;: plis ou cartes pris, × l’a pris, la place au domino. En grand&#xa0;: ce que le jeu a inscrit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/guggitaler_board.py" line="186"/>
        <source>Small: tricks or cards taken, × took it. Big: what the game wrote.</source>
        <translation>En petit&#xa0;: plis ou cartes pris, × l’a pris. En grand&#xa0;: ce que le jeu a inscrit.</translation>
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
        <translation>Guggitaler {0}&#xa0;: à jouer</translation>
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
        <translation>gagne</translation>
    </message>
</context>
<context>
    <name>handjass</name>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="46"/>
        <source>The best player of each round gets a Strich (all tied best get one)</source>
        <translation>Le meilleur de chaque donne reçoit un trait (tous les meilleurs à égalité en reçoivent un)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="48"/>
        <source>The best {0} players of each round get a Strich (ties at the edge get one too)</source>
        <translation>Les {0} meilleurs de chaque donne reçoivent un trait (les égalités à la limite aussi)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="50"/>
        <source>Gewinnstriche: {0}; the first to {1} wins.</source>
        <translation>Traits de victoire&#xa0;: {0}&#xa0;; le premier à {1} gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="52"/>
        <source>everyone under {0} card points gets a Strich</source>
        <translation>tous ceux sous {0} points de cartes reçoivent un trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="54"/>
        <source>the fewest card points get a Strich (all tied lowest)</source>
        <translation>le moins de points de cartes reçoit un trait (tous les derniers à égalité)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="55"/>
        <source>Wirtshaus: {0}; full at {1} ends the match, the fewest Striche win.</source>
        <translation>Bistrot&#xa0;: {0}&#xa0;; plein à {1} termine la partie, le moins de traits gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="96"/>
        <source>Wirtshaus · under {0} points: a Strich · full at {1}</source>
        <translation>Bistrot · sous {0} points&#xa0;: un trait · plein à {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="99"/>
        <source>Wirtshaus · fewest points: a Strich · full at {0}</source>
        <translation>Bistrot · le moins de points&#xa0;: un trait · plein à {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="100"/>
        <source>the match is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="112"/>
        <source>%n Striche to win</source>
        <translation>
            <numerusform>encore %n trait</numerusform>
            <numerusform>encore %n traits</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="121"/>
        <source>full</source>
        <translation>plein atteint</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="94"/>
        <source>Gewinnstriche · the first to {0} wins</source>
        <translation>Traits de victoire · le premier à {0} gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="101"/>
        <source>Round {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="109"/>
        <source>rank {0}</source>
        <translation>rang {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="114"/>
        <source>%n Striche to go</source>
        <translation>
            <numerusform>encore %n trait</numerusform>
            <numerusform>encore %n traits</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="120"/>
        <source>of {0}</source>
        <translation>sur {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="121"/>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
</context>
<context>
    <name>live</name>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="201"/>
        <source>This table&apos;s result was typed from a paper sheet: correct it in the club window</source>
        <translation>Le résultat de cette table a été tapé d’une feuille de papier&#xa0;: corrigez-le dans la fenêtre du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="203"/>
        <source>Typed from the paper sheet</source>
        <translation>Résultat tapé d’une feuille de papier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="233"/>
        <source>This table&apos;s match was imported with other table rules than the evening&apos;s: correct it in the club window</source>
        <translation>La partie de cette table a été importée avec d’autres règles de table que celles de la soirée&#xa0;: corrigez-la dans la fenêtre du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="385"/>
        <source>{title} · Passe {passe}</source>
        <translation>{title} · Manche {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="415"/>
        <source>Evening {evening} has no draw yet: draw the tables first</source>
        <translation>La soirée {evening} n’a pas encore de tirage&#xa0;: tirez d’abord les tables au sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="468"/>
        <source>Drawn again: the entries written for the players drawn before are not used</source>
        <translation>Nouveau tirage&#xa0;: les inscriptions faites pour les joueurs tirés avant ne sont pas utilisées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="94"/>
        <location filename="../../jasstafel/live/words.py" line="119"/>
        <source>This code is not known (or no longer valid): check it with the Oberjasser</source>
        <translation>Ce code est inconnu (ou n’est plus valable)&#xa0;: vérifiez-le auprès du chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="88"/>
        <source>Not written: the change carried something this board does not take ({fields}); a phone&apos;s page sends only what it knows</source>
        <translation>Pas inscrit&#xa0;: la modification contenait quelque chose que cette ardoise n’accepte pas ({fields})&#xa0;; la page d’un téléphone n’envoie que ce qu’elle connaît</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="92"/>
        <source>Not written: this board knows no change of the kind “{kind}”; it takes a new entry, a correction, a deletion, Undo or Redo</source>
        <translation>Pas inscrit&#xa0;: cette ardoise ne connaît pas de modification «&#xa0;{kind}&#xa0;»&#xa0;; elle accepte une nouvelle inscription, une correction, une suppression, Défaire ou Refaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="147"/>
        <source>Not written: meanwhile another phone or the Oberjasser wrote at this table and the match is over there. Look at the board again (a correction is made from there)</source>
        <translation>Pas inscrit&#xa0;: entre-temps, un autre téléphone ou le chef de jeu a inscrit à cette table, et la partie y est terminée. Regardez à nouveau l’ardoise (une correction se fait depuis là)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="152"/>
        <source>Not written: meanwhile another phone or the Oberjasser wrote at this table. Join the table again to see its board</source>
        <translation>Pas inscrit&#xa0;: entre-temps, un autre téléphone ou le chef de jeu a inscrit à cette table. Rejoignez à nouveau la table pour voir son ardoise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="155"/>
        <source>Taken back: entry {number} ({text})</source>
        <translation>Repris&#xa0;: inscription {number} ({text})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="156"/>
        <source>Taken back: the correction of entry {number}</source>
        <translation>Repris&#xa0;: la correction de l’inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="157"/>
        <source>Taken back: the deletion of entry {number}; it is on the board again</source>
        <translation>Repris&#xa0;: la suppression de l’inscription {number}&#xa0;; elle est de nouveau sur l’ardoise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="159"/>
        <source>Taken back: the last change</source>
        <translation>Repris&#xa0;: la dernière modification</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="163"/>
        <source>Made again: entry {number} ({text})</source>
        <translation>Refait&#xa0;: inscription {number} ({text})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="164"/>
        <source>Made again: the correction of entry {number}</source>
        <translation>Refait&#xa0;: la correction de l’inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="165"/>
        <source>Deleted again: entry {number}</source>
        <translation>Supprimée à nouveau&#xa0;: inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="166"/>
        <source>Made again: the last change</source>
        <translation>Refait&#xa0;: la dernière modification</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="181"/>
        <source>The Oberjasser wrote entry {number}: only he can take it back</source>
        <translation>L’inscription {number} est celle du chef de jeu&#xa0;: lui seul peut la reprendre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="182"/>
        <source>The Oberjasser corrected entry {number}: only he can take that back</source>
        <translation>Le chef de jeu a corrigé l’inscription {number}&#xa0;: lui seul peut reprendre cette correction</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="184"/>
        <source>The Oberjasser deleted entry {number}: only he can bring it back</source>
        <translation>Le chef de jeu a supprimé l’inscription {number}&#xa0;: lui seul peut la remettre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="186"/>
        <source>The Oberjasser made the last change: only he can take it back</source>
        <translation>La dernière modification est celle du chef de jeu&#xa0;: lui seul peut la reprendre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="188"/>
        <source>The Oberjasser took this change back: only he can make it again</source>
        <translation>Le chef de jeu a repris cette modification&#xa0;: lui seul peut la refaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="191"/>
        <source>The Oberjasser wrote or corrected entry {number}: only he can correct or delete it</source>
        <translation>Le chef de jeu a inscrit ou corrigé l’inscription {number}&#xa0;: lui seul peut la corriger ou la supprimer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="193"/>
        <source>Recorded in the club (typed from paper, imported or corrected outside this board): this board only shows it; a correction goes through the Oberjasser</source>
        <translation>Enregistré au club (tapé d’après la feuille, importé ou corrigé hors de cette ardoise)&#xa0;: cette ardoise ne fait que l’afficher&#xa0;; une correction passe par le chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="196"/>
        <source>recorded in the club outside the board: correct it in the club window or with jasstafel club result --correct</source>
        <translation>enregistré au club hors de l’ardoise&#xa0;: corrigez-le dans la fenêtre du club ou avec jasstafel club result --correct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="198"/>
        <source>This table&apos;s result is recorded in the club already (typed from paper, imported or corrected outside this board): only the Oberjasser can correct it</source>
        <translation>Le résultat de cette table est déjà enregistré au club (tapé d’après la feuille, importé ou corrigé hors de cette ardoise)&#xa0;: seul le chef de jeu peut le corriger</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="206"/>
        <source>Corrected by hand in the club</source>
        <translation>Corrigé à la main au club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="207"/>
        <source>Corrected by hand in the club ({reason})</source>
        <translation>Corrigé à la main au club ({reason})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="208"/>
        <source>{club} counts, not the {board} of the entries below: this board only shows it; a correction goes through the Oberjasser</source>
        <translation>{club} compte, pas le {board} des inscriptions ci-dessous&#xa0;: cette ardoise ne fait que l’afficher&#xa0;; une correction passe par le chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="210"/>
        <source>{club} counts, not the board&apos;s {board}</source>
        <translation>{club} compte, pas le {board} de l’ardoise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="214"/>
        <source>opened again by the Oberjasser (live)</source>
        <translation>rouvert par le chef de jeu (en direct)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="215"/>
        <source>Corrected by the Oberjasser: this board only shows it; a correction goes through the Oberjasser</source>
        <translation>Corrigé par le chef de jeu&#xa0;: cette ardoise ne fait que l’afficher&#xa0;; une correction passe par le chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="223"/>
        <source>Corrected by the Oberjasser on this board: the club holds its result; a correction here replaces it again</source>
        <translation>Corrigé par le chef de jeu sur cette ardoise&#xa0;: le club a son résultat&#xa0;; une correction ici le remplace à nouveau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="231"/>
        <source>The live evening was ended with this result in the club: a correction here replaces it once the match is finished</source>
        <translation>La soirée en direct a été terminée avec ce résultat au club&#xa0;: une correction ici le remplace dès que la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="525"/>
        <source>Passe {passe} has not started yet: wait for the Oberjasser</source>
        <translation>La manche {passe} n’a pas encore commencé&#xa0;: attendez le chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="535"/>
        <source>There is no table {table} in Passe {passe}</source>
        <translation>Il n’y a pas de table {table} à la manche {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="567"/>
        <source>The evening has Passen 1 to {passen}, not {passe}</source>
        <translation>La soirée a les manches 1 à {passen}, pas {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="620"/>
        <location filename="../../jasstafel/live/server.py" line="468"/>
        <location filename="../../jasstafel/live/server.py" line="510"/>
        <source>A change is a JSON object</source>
        <translation>Un changement est un objet JSON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="623"/>
        <source>A change needs its id (8 to 64 letters, digits, - or _)</source>
        <translation>Un changement a besoin de son identifiant (8 à 64 lettres, chiffres, - ou _)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="627"/>
        <source>This change was written at another table</source>
        <translation>Ce changement a été inscrit à une autre table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="871"/>
        <source>The board changed meanwhile (another phone wrote): look again and correct then</source>
        <translation>L’ardoise a changé entre-temps (un autre téléphone a inscrit)&#xa0;: regardez à nouveau, puis corrigez</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="877"/>
        <source>There is no entry {number}</source>
        <translation>Il n’y a pas d’inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="887"/>
        <source>The entry log is a list of at most {most} entries</source>
        <translation>Les inscriptions sont une liste d’au plus {most} inscriptions</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="914"/>
        <source>Nothing to undo</source>
        <translation>Rien à défaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="918"/>
        <source>Nothing to redo</source>
        <translation>Rien à refaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="950"/>
        <source>A change in the journal could not be applied again</source>
        <translation>Un changement du journal n’a pas pu être appliqué à nouveau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="995"/>
        <source>corrected at the table (live)</source>
        <translation>corrigé à la table (en direct)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1005"/>
        <source>opened again at the table (live)</source>
        <translation>rouvert à la table (en direct)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1527"/>
        <source>No prediction: {penalty} penalty points</source>
        <translation>Sans estimation&#xa0;: {penalty} points de pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="212"/>
        <source>corrected by the Oberjasser (live)</source>
        <translation>corrigé par le chef de jeu (en direct)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="98"/>
        <source>Written, but typed {meanwhile}: check that this round is not on the board twice (Undo takes back the last entry)</source>
        <translation>Inscrit, mais saisi {meanwhile}&#xa0;: vérifiez que cette donne ne figure pas deux fois sur l’ardoise (Défaire reprend la dernière inscription)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="103"/>
        <source>while another phone wrote at this table</source>
        <translation>pendant qu’un autre téléphone inscrivait à cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="104"/>
        <source>while the laptop at this table wrote</source>
        <translation>pendant que l’ordinateur portable de cette table inscrivait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="105"/>
        <source>while the Oberjasser wrote at this table</source>
        <translation>pendant que le chef de jeu inscrivait à cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="106"/>
        <source>while another device at this table wrote</source>
        <translation>pendant qu’un autre appareil de cette table inscrivait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="111"/>
        <source>Check: entry {number} ended the match, but it was typed {meanwhile}. If the round is on the board twice, Undo takes entry {number} back (best on the phone that wrote it). The result waits for this check: it goes into the club when the Oberjasser taps “That&apos;s right” on his page</source>
        <translation>À vérifier&#xa0;: l’inscription {number} a terminé la partie, mais elle a été saisie {meanwhile}. Si la donne figure deux fois sur l’ardoise, Défaire reprend l’inscription {number} (de préférence sur le téléphone qui l’a inscrite). Le résultat attend cette vérification&#xa0;: il entre dans le club quand le chef de jeu touche «&#xa0;C’est juste&#xa0;» sur sa page</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="117"/>
        <source>Check: entry {number} was typed {meanwhile}. If the round is on the board twice, Undo takes entry {number} back (best on the phone that wrote it)</source>
        <translation>À vérifier&#xa0;: l’inscription {number} a été saisie {meanwhile}. Si la donne figure deux fois sur l’ardoise, Défaire reprend l’inscription {number} (de préférence sur le téléphone qui l’a inscrite)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="124"/>
        <source>Check: entry {number} ended the match, but it was typed {meanwhile}. If the round is on the board twice, delete entry {number}. The result waits for this check: it goes into the club when the Oberjasser taps “That&apos;s right” on his page</source>
        <translation>À vérifier&#xa0;: l’inscription {number} a terminé la partie, mais elle a été saisie {meanwhile}. Si la donne figure deux fois sur l’ardoise, supprimez l’inscription {number}. Le résultat attend cette vérification&#xa0;: il entre dans le club quand le chef de jeu touche «&#xa0;C’est juste&#xa0;» sur sa page</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="128"/>
        <source>Check: entry {number} was typed {meanwhile}. If the round is on the board twice, delete entry {number}</source>
        <translation>À vérifier&#xa0;: l’inscription {number} a été saisie {meanwhile}. Si la donne figure deux fois sur l’ardoise, supprimez l’inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="131"/>
        <source>waiting for a check: entry {number} maybe written twice</source>
        <translation>en attente de vérification&#xa0;: inscription {number} peut-être à double</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="133"/>
        <source>Nothing to confirm: no round of this table is flagged as maybe written twice</source>
        <translation>Rien à confirmer&#xa0;: aucune donne de cette table n’est signalée comme peut-être inscrite à double</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="136"/>
        <source>Only the Oberjasser confirms a round maybe written twice (on his page); Undo takes it back</source>
        <translation>Seul le chef de jeu confirme une donne peut-être inscrite à double (sur sa page)&#xa0;; Défaire la reprend</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="142"/>
        <source>Typed {meanwhile}: look at the board whether this round is on it already ({reason})</source>
        <translation>Saisi {meanwhile}&#xa0;: regardez sur l’ardoise si cette donne y figure déjà ({reason})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="170"/>
        <source>Undo takes back entry {number} ({text}), written on another phone, not on this one. Take it back?</source>
        <translation>Défaire reprend l’inscription {number} ({text}), inscrite sur un autre téléphone, pas sur celui-ci. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="172"/>
        <source>Undo takes back the correction of entry {number}, made on another phone, not on this one. Take it back?</source>
        <translation>Défaire reprend la correction de l’inscription {number}, faite sur un autre téléphone, pas sur celui-ci. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="174"/>
        <source>Undo brings back entry {number}, deleted on another phone, not on this one. Bring it back?</source>
        <translation>Défaire remet l’inscription {number}, supprimée sur un autre téléphone, pas sur celui-ci. La remettre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="176"/>
        <source>Undo takes back the last change, made on another phone, not on this one. Take it back?</source>
        <translation>Défaire reprend la dernière modification, faite sur un autre téléphone, pas sur celui-ci. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="218"/>
        <source>Recorded in the club (imported or corrected outside this board): a correction here replaces the club&apos;s result once the match is finished</source>
        <translation>Enregistré au club (importé ou corrigé hors de cette ardoise)&#xa0;: une correction ici remplace le résultat du club dès que la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="221"/>
        <source>{club} counts, not the {board} of the entries below: a correction here replaces it once the match is finished</source>
        <translation>{club} compte, pas le {board} des inscriptions ci-dessous&#xa0;: une correction ici le remplace dès que la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="228"/>
        <source>The live evening was ended with this table&apos;s result in the club: a correction is made by the Oberjasser on his page or in the club window</source>
        <translation>La soirée en direct a été terminée avec le résultat de cette table au club&#xa0;: une correction se fait par le chef de jeu sur sa page ou dans la fenêtre du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1246"/>
        <source>The Oberjasser changed this table&apos;s result in the club window: the table&apos;s changes no longer replace it</source>
        <translation>Le chef de jeu a modifié le résultat de cette table dans la fenêtre du club&#xa0;: les modifications de la table ne le remplacent plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1248"/>
        <source>The Oberjasser removed this table&apos;s result in the club window: it goes into the club again with the table&apos;s next change</source>
        <translation>Le chef de jeu a retiré le résultat de cette table dans la fenêtre du club&#xa0;: il revient au club avec la prochaine modification de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1491"/>
        <source>{variant}: {preset}</source>
        <translation>{variant}&#xa0;: {preset}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1511"/>
        <location filename="../../jasstafel/live/evening.py" line="1519"/>
        <source>{rounds} rounds</source>
        <translation>{rounds} donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1513"/>
        <location filename="../../jasstafel/live/evening.py" line="1521"/>
        <source>to {target}</source>
        <translation>à {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1516"/>
        <source>Weis and Stöck count</source>
        <translation>Annonces et stöck comptent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1517"/>
        <source>No Weis, no Stöck</source>
        <translation>Sans annonces, sans stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/evening.py" line="1520"/>
        <source>{rounds} games</source>
        <translation>{rounds} donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="167"/>
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="203"/>
        <location filename="../../jasstafel/live/forms.py" line="433"/>
        <location filename="../../jasstafel/live/forms.py" line="479"/>
        <location filename="../../jasstafel/live/forms.py" line="490"/>
        <source>Contract</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="205"/>
        <location filename="../../jasstafel/live/forms.py" line="322"/>
        <source>Announced by</source>
        <translation>Atout fait par</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="208"/>
        <location filename="../../jasstafel/live/forms.py" line="396"/>
        <location filename="../../jasstafel/live/forms.py" line="519"/>
        <location filename="../../jasstafel/live/forms.py" line="563"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
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
        <translation>Contre-match</translation>
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
        <translation>Inscrire la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="226"/>
        <source>Bedanken</source>
        <translation>Sortir</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="229"/>
        <source>Stack (during a round, unmultiplied; 0 after it)</source>
        <translation>Tas (pendant une donne, sans multiplier&#xa0;; 0 après)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="231"/>
        <source>Contract of the round in play</source>
        <translation>Atout de la donne en cours</translation>
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
        <translation>Choisissez l’atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="206"/>
        <location filename="../../jasstafel/live/forms.py" line="263"/>
        <location filename="../../jasstafel/live/forms.py" line="324"/>
        <location filename="../../jasstafel/live/forms.py" line="366"/>
        <source>Choose the team that announced</source>
        <translation>Choisissez l’équipe qui a fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="267"/>
        <source>Match or Kontermatsch, not both</source>
        <translation>Match ou contre-match, pas les deux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="271"/>
        <location filename="../../jasstafel/live/forms.py" line="274"/>
        <source>Type the card points of one team</source>
        <translation>Tapez les points de cartes d’une équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="278"/>
        <source>A Match: the announcing team took every trick, so it has {total} card points</source>
        <translation>Un match&#xa0;: l’équipe qui a annoncé a fait tous les plis, elle a donc {total} points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="281"/>
        <source>A Kontermatsch: the other team took every trick, so it has {total} card points and the announcing team 0</source>
        <translation>Un contre-match&#xa0;: l’autre équipe a fait tous les plis, elle a donc {total} points de cartes et l’équipe qui a annoncé 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="325"/>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="326"/>
        <source>Card points of the announcing team</source>
        <translation>Points de cartes de l’équipe qui a fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="365"/>
        <source>Type the card points of the announcing team</source>
        <translation>Tapez les points de cartes de l’équipe qui a fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="325"/>
        <location filename="../../jasstafel/live/forms.py" line="368"/>
        <source>Choose the row</source>
        <translation>Choisissez la ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="393"/>
        <source>Write the game</source>
        <translation>Inscrire la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="394"/>
        <source>Predictions (empty: none made)</source>
        <translation>Estimations (vide&#xa0;: aucune faite)</translation>
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
        <translation>Tapez les points de cartes de chaque joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="424"/>
        <source>Fahnder (highest bid)</source>
        <translation>Fahnder (offre la plus haute)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="426"/>
        <source>Partner (holds the called card)</source>
        <translation>Partenaire (a la carte appelée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="430"/>
        <source>Bid</source>
        <translation>Offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="435"/>
        <source>Card points of Fahnder and partner</source>
        <translation>Points de cartes du Fahnder et du partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="440"/>
        <source>Write the Nuller</source>
        <translation>Inscrire les zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="441"/>
        <location filename="../../jasstafel/live/forms.py" line="492"/>
        <source>Player at fault</source>
        <translation>Joueur fautif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="443"/>
        <source>Nuller</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="445"/>
        <source>Misdeed</source>
        <translation>Faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="460"/>
        <source>Type the card points of Fahnder and partner</source>
        <translation>Tapez les points de cartes du Fahnder et du partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="425"/>
        <location filename="../../jasstafel/live/forms.py" line="462"/>
        <source>Choose the Fahnder</source>
        <translation>Choisissez le Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="221"/>
        <source>{contract} by {announced_by}: {sides}</source>
        <translation>{contract} par {announced_by}&#xa0;: {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="222"/>
        <source>{contract} by {announced_by} (passed): {sides}</source>
        <translation>{contract} par {announced_by} (chibré)&#xa0;: {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="336"/>
        <source>{team}: {row}, {points}{stoeck}</source>
        <translation>{team}&#xa0;: {row}, {points}{stoeck}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="339"/>
        <source>, Stöck</source>
        <translation>, stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="382"/>
        <source>{row} (played: {value})</source>
        <translation>{row} (joué&#xa0;: {value})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="421"/>
        <source>{fahnder} bids {bid} in {contract}, partner {partner}: {points}</source>
        <translation>{fahnder} offre {bid} à {contract}, partenaire {partner}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="427"/>
        <location filename="../../jasstafel/live/forms.py" line="463"/>
        <source>Choose the partner</source>
        <translation>Choisissez le partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="431"/>
        <location filename="../../jasstafel/live/forms.py" line="464"/>
        <source>Type the bid</source>
        <translation>Tapez l’offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="442"/>
        <location filename="../../jasstafel/live/forms.py" line="455"/>
        <location filename="../../jasstafel/live/forms.py" line="493"/>
        <location filename="../../jasstafel/live/forms.py" line="508"/>
        <source>Choose the player at fault</source>
        <translation>Choisissez le joueur fautif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="444"/>
        <source>Choose how many Nuller</source>
        <translation>Choisissez combien de zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="447"/>
        <source>Choose the misdeed</source>
        <translation>Choisissez la faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="474"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="474"/>
        <source>failed</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="476"/>
        <source>Write the deal</source>
        <translation>Inscrire la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="477"/>
        <location filename="../../jasstafel/live/forms.py" line="488"/>
        <source>Declarer</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="481"/>
        <source>Made? (or type the points below)</source>
        <translation>Réussi&#xa0;? (ou tapez les points ci-dessous)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="483"/>
        <source>Card points of the declarer</source>
        <translation>Points de cartes du preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="484"/>
        <source>Weis of the declarer</source>
        <translation>Annonces du preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="485"/>
        <source>An opponent showed a higher Weis</source>
        <translation>Un adversaire a montré une annonce plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="487"/>
        <source>Write the fault</source>
        <translation>Inscrire la faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="494"/>
        <source>The declarer led before the bidding ended</source>
        <translation>Le preneur a entamé avant la fin des enchères</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="496"/>
        <source>Nobody bid</source>
        <translation>Personne n’a offert</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="497"/>
        <source>Misdealt</source>
        <translation>Maldonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="478"/>
        <location filename="../../jasstafel/live/forms.py" line="489"/>
        <location filename="../../jasstafel/live/forms.py" line="504"/>
        <source>Choose the declarer</source>
        <translation>Choisissez le preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="521"/>
        <source>Handweis (minus)</source>
        <translation>Annonces de main (en moins)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="523"/>
        <source>Tischweis (plus)</source>
        <translation>Annonces de table (en plus)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="529"/>
        <source>Write the draw</source>
        <translation>Inscrire le tirage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="530"/>
        <source>Tied players, highest card first</source>
        <translation>Joueurs à égalité, la carte la plus haute d’abord</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="174"/>
        <location filename="../../jasstafel/live/forms.py" line="535"/>
        <location filename="../../jasstafel/live/forms.py" line="657"/>
        <source>Tap the players in order</source>
        <translation>Touchez les joueurs dans l’ordre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="565"/>
        <source>Write the Striche</source>
        <translation>Inscrire les traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="566"/>
        <source>Striche this round</source>
        <translation>Traits de cette donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="567"/>
        <location filename="../../jasstafel/live/forms.py" line="572"/>
        <source>Type the Striche of every player</source>
        <translation>Tapez les traits de chaque joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="586"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="588"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="587"/>
        <location filename="../../jasstafel/live/forms.py" line="595"/>
        <source>Type the points of every side</source>
        <translation>Tapez les points de chaque camp</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="622"/>
        <source>Taken (tricks, Hearts or Queens; one left empty: the rest)</source>
        <translation>Pris (plis, cœurs ou dames&#xa0;; un laissé vide&#xa0;: le reste)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="624"/>
        <source>Taken (tricks, Bells or Ober; one left empty: the rest)</source>
        <translation>Pris (plis, grelots ou Ober&#xa0;; un laissé vide&#xa0;: le reste)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="637"/>
        <location filename="../../jasstafel/live/forms.py" line="664"/>
        <source>Choose who took it</source>
        <translation>Choisissez qui l’a pris</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="724"/>
        <source>The form sent no values</source>
        <translation>Le formulaire n’a envoyé aucune valeur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="761"/>
        <source>not known at this table</source>
        <translation>pas connu à cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="763"/>
        <source>This entry is not possible: {field}: {problem}</source>
        <translation>Cette inscription n’est pas possible&#xa0;: {field}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="793"/>
        <location filename="../../jasstafel/live/forms.py" line="813"/>
        <location filename="../../jasstafel/live/forms.py" line="820"/>
        <source>{field}: one value per player</source>
        <translation>{field}&#xa0;: une valeur par joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="795"/>
        <source>{field}: not a value</source>
        <translation>{field}&#xa0;: pas une valeur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="797"/>
        <source>{field}: too long</source>
        <translation>{field}&#xa0;: trop long</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="790"/>
        <source>{field}: yes or no</source>
        <translation>{field}&#xa0;: oui ou non</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="207"/>
        <source>passed</source>
        <translation>chibré</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="227"/>
        <source>Who calls Bedanken</source>
        <translation>Qui sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="228"/>
        <location filename="../../jasstafel/live/forms.py" line="260"/>
        <source>Choose the team that calls Bedanken</source>
        <translation>Choisissez l’équipe qui sort</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="589"/>
        <source>End the match here</source>
        <translation>Terminer la partie ici</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="721"/>
        <source>Not written: nothing called “{form}” is written at this table</source>
        <translation>Pas inscrit&#xa0;: rien de nommé «&#xa0;{form}&#xa0;» ne s’inscrit à cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="782"/>
        <source>Not written: “{form}” asks for nothing called “{field}”</source>
        <translation>Pas inscrit&#xa0;: «&#xa0;{form}&#xa0;» ne demande rien de nommé «&#xa0;{field}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="802"/>
        <source>{field}: “{value}” is not known at this table</source>
        <translation>{field}&#xa0;: «&#xa0;{value}&#xa0;» n’est pas connu à cette table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="816"/>
        <source>{field}: type a whole number (at most {digits} digits)</source>
        <translation>{field}&#xa0;: tapez un nombre entier (au plus {digits} chiffres)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="846"/>
        <source>{value} is not possible: the figure cannot be negative</source>
        <translation>{value} n’est pas possible&#xa0;: le chiffre ne peut pas être négatif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="854"/>
        <source>{value} is more than a round has: {total}</source>
        <translation>{value}, c’est plus qu’une donne n’en a&#xa0;: {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="74"/>
        <source>The live evening has ended: nothing more is written</source>
        <translation>La soirée en direct est terminée&#xa0;: plus rien n’est inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="80"/>
        <source>Not done: the Oberjasser&apos;s page knows no request “{action}”; it starts a Passe, gives a table a new code, opens a table to correct it, or ends the live evening</source>
        <translation>Pas fait&#xa0;: la page du chef de jeu ne connaît pas de demande «&#xa0;{action}&#xa0;»&#xa0;; elle lance une manche, donne un nouveau code à une table, ouvre une table pour la corriger ou termine la soirée en direct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="331"/>
        <location filename="../../jasstafel/live/server.py" line="336"/>
        <location filename="../../jasstafel/live/server.py" line="386"/>
        <location filename="../../jasstafel/live/words.py" line="121"/>
        <source>Too many wrong codes: wait a minute</source>
        <translation>Trop de codes faux&#xa0;: attendez une minute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="338"/>
        <source>Only the Oberjasser&apos;s code may do this</source>
        <translation>Seul le code du chef de jeu peut faire cela</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="384"/>
        <source>Type the code of your table</source>
        <translation>Tapez le code de votre table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="677"/>
        <source>A Passe or table is a whole number</source>
        <translation>Une manche ou une table est un nombre entier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="687"/>
        <source>Send 1 to {most} changes at a time</source>
        <translation>Envoyez de 1 à {most} changements à la fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="693"/>
        <source>Send JSON (Content-Type: application/json)</source>
        <translation>Envoyez du JSON (type de contenu application/json)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="698"/>
        <source>The request was cut off</source>
        <translation>La requête a été interrompue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="701"/>
        <source>The key {key} is given twice</source>
        <translation>La clé {key} figure deux fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="703"/>
        <source>{where}: the key {key} is given twice</source>
        <translation>{where}&#xa0;: la clé {key} figure deux fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/server.py" line="706"/>
        <source>This is not JSON</source>
        <translation>Ce n’est pas du JSON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="113"/>
        <source>Jasstafel live</source>
        <translation>Jasstafel en direct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="114"/>
        <source>Your table</source>
        <translation>Votre table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="115"/>
        <source>Type the code of your table (it is on the table card, or the Oberjasser tells you).</source>
        <translation>Tapez le code de votre table (il est sur la carte de table, ou le chef de jeu vous le donne).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="117"/>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="118"/>
        <source>Open the board</source>
        <translation>Ouvrir l’ardoise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="122"/>
        <source>This table&apos;s code is no longer valid (the Oberjasser may have given the table a new one): type the new code under “Another table”. Entries not yet sent go with it.</source>
        <translation>Le code de cette table n’est plus valable (le chef de jeu lui en a peut-être donné un nouveau)&#xa0;: tapez le nouveau code sous «&#xa0;Une autre table&#xa0;». Les inscriptions pas encore envoyées partent avec lui.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="125"/>
        <source>Code no longer valid</source>
        <translation>Code plus valable</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="129"/>
        <source>1 entry typed there was not sent: it stays on this phone.</source>
        <translation>1 inscription tapée là-bas n’a pas été envoyée&#xa0;: elle reste sur ce téléphone.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="131"/>
        <source>{count} entries typed there were not sent: they stay on this phone.</source>
        <translation>{count} inscriptions tapées là-bas n’ont pas été envoyées&#xa0;: elles restent sur ce téléphone.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="134"/>
        <source>1 entry typed on this phone at this evening ({where}) was not sent yet: it is sent once its table is opened again (its code is filled in).</source>
        <translation>1 inscription tapée sur ce téléphone pendant cette soirée ({where}) n’a pas encore été envoyée&#xa0;: elle part dès que sa table est rouverte (son code est déjà rempli).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="137"/>
        <source>{count} entries typed on this phone at this evening ({where}) were not sent yet: they are sent once their table is opened again (its code is filled in).</source>
        <translation>{count} inscriptions tapées sur ce téléphone pendant cette soirée ({where}) n’ont pas encore été envoyées&#xa0;: elles partent dès que leur table est rouverte (son code est déjà rempli).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="140"/>
        <source>Type the new code</source>
        <translation>Taper le nouveau code</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="141"/>
        <source>Another table</source>
        <translation>Une autre table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="142"/>
        <source>Ranking on the wall</source>
        <translation>Classement au mur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="143"/>
        <source>Passe</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="144"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="145"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="146"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="149"/>
        <source>Table rules</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="150"/>
        <source>Entries</source>
        <translation>Inscriptions</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="152"/>
        <source>Score {totals}</source>
        <translation>Score {totals}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="153"/>
        <source>No entry yet.</source>
        <translation>Pas encore d’inscription.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="154"/>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="155"/>
        <source>Redo</source>
        <translation>Refaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="156"/>
        <source>Correct</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="157"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="158"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="159"/>
        <source>Write the correction</source>
        <translation>Inscrire la correction</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="160"/>
        <source>Correcting entry {number}</source>
        <translation>Correction de l’inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="162"/>
        <source>Correct entry {number}</source>
        <translation>Corriger l’inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="164"/>
        <source>Correcting entry {before}, now entry {number} (an entry before it was deleted)</source>
        <translation>Correction de l’inscription {before}, désormais l’inscription {number} (une inscription avant elle a été supprimée)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="166"/>
        <source>Entry {number} is no longer on the board as it was (deleted, undone or corrected on another phone): nothing was corrected. What was typed: {typed}</source>
        <translation>L’inscription {number} n’est plus sur l’ardoise telle qu’elle était (supprimée, défaite ou corrigée sur un autre téléphone)&#xa0;: rien n’a été corrigé. Ce qui était tapé&#xa0;: {typed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="169"/>
        <source>The correction of entry {number} was not written; what was typed: {typed}</source>
        <translation>La correction de l’inscription {number} n’a pas été inscrite&#xa0;; ce qui était tapé&#xa0;: {typed}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="171"/>
        <source>Delete entry {number}?</source>
        <translation>Supprimer l’inscription {number}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="172"/>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="173"/>
        <source>No connection: entries are kept on this phone and sent later</source>
        <translation>Pas de connexion&#xa0;: les inscriptions restent sur ce téléphone et seront envoyées plus tard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="174"/>
        <source>No connection</source>
        <translation>Pas de connexion</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="175"/>
        <source>{count} entries not yet sent</source>
        <translation>{count} inscriptions pas encore envoyées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="176"/>
        <source>1 entry not yet sent</source>
        <translation>1 inscription pas encore envoyée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="177"/>
        <source>not yet sent</source>
        <translation>pas encore envoyé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="179"/>
        <source>{row} (not yet sent)</source>
        <translation>{row} (pas encore envoyé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="180"/>
        <source>Written</source>
        <translation>Inscrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="181"/>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="182"/>
        <source>Refused: {reason}</source>
        <translation>Refusé&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="183"/>
        <source>Corrections need the connection: wait until it is back</source>
        <translation>Les corrections demandent la connexion&#xa0;: attendez qu’elle revienne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="184"/>
        <source>The board changed meanwhile: look again</source>
        <translation>L’ardoise a changé entre-temps&#xa0;: regardez à nouveau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="185"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="188"/>
        <source>in the club&apos;s ranking</source>
        <translation>dans le classement du club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="208"/>
        <source>Open the Oberjasser&apos;s page</source>
        <translation>Ouvrir la page du chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="210"/>
        <source>Type your own code for this evening (shown when it was started), not a table&apos;s code.</source>
        <translation>Tapez votre code de chef de jeu pour cette soirée (montré à son lancement), pas celui d’une table.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="214"/>
        <source>The evening this page was open at has ended; another evening is live now.</source>
        <translation>La soirée pour laquelle cette page était ouverte est terminée&#xa0;; une autre soirée est en direct maintenant.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="216"/>
        <source>The live evening has ended. This page shows how it ended and opens again by itself once an evening is live here again.</source>
        <translation>La soirée en direct est terminée. Cette page montre son état final et se rouvre d’elle-même dès qu’une soirée est de nouveau en direct ici.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="221"/>
        <source>Passe {passe}: every table has finished (the last one)</source>
        <translation>Manche {passe}&#xa0;: toutes les tables ont fini (la dernière)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="224"/>
        <source>Passe {passe} under way: start its clock</source>
        <translation>Manche {passe} en cours&#xa0;: lancer son horloge</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="225"/>
        <source>Start the clock of Passe {passe} on the wall? It cannot be taken back.</source>
        <translation>Lancer l’horloge de la manche {passe} au mur&#xa0;? Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="230"/>
        <source>Oberjasser: correct table {table}</source>
        <translation>Chef de jeu&#xa0;: corriger la table {table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="234"/>
        <source>That&apos;s right</source>
        <translation>C’est juste</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="236"/>
        <source>Table {table} gets a new code; the phones of this table must type it in again.</source>
        <translation>La table {table} reçoit un nouveau code&#xa0;; les téléphones de cette table doivent le taper à nouveau.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="243"/>
        <source>Evening ended</source>
        <translation>Soirée terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="244"/>
        <source>The live evening has ended. This board only shows what was written; a correction goes through the Oberjasser (in the club window).</source>
        <translation>La soirée en direct est terminée. Cette ardoise ne fait que montrer ce qui a été inscrit&#xa0;; une correction passe par le chef de jeu (dans la fenêtre du club).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="264"/>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="265"/>
        <source>Where the match stands</source>
        <translation>Où en est la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="186"/>
        <source>The result is in the club&apos;s ranking.</source>
        <translation>Le résultat est dans le classement du club.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="127"/>
        <source>The table this phone had belongs to an evening that has ended; another evening is live now.</source>
        <translation>La table de ce téléphone appartient à une soirée qui est terminée&#xa0;; une autre soirée est en direct maintenant.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="148"/>
        <source>{name} · guest</source>
        <translation>{name} · invité·e</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="187"/>
        <source>Not yet in the club&apos;s ranking: {reason}</source>
        <translation>Pas encore dans le classement du club&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="189"/>
        <source>This Passe has not started yet</source>
        <translation>Cette manche n’a pas encore commencé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="190"/>
        <source>Clear</source>
        <translation>Effacer</translation>
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
        <translation>Membre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="194"/>
        <location filename="../../jasstafel/live/words.py" line="261"/>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="195"/>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="196"/>
        <source>No table has finished yet.</source>
        <translation>Aucune table n’a encore fini.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="197"/>
        <source>since</source>
        <translation>depuis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="198"/>
        <source>left</source>
        <translation>restant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="199"/>
        <source>over time</source>
        <translation>hors temps</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="200"/>
        <source>The Passe has not started</source>
        <translation>La manche n’a pas commencé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="201"/>
        <source>The Passe is under way</source>
        <translation>La manche est en cours</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="202"/>
        <source>Every table has finished</source>
        <translation>Toutes les tables ont fini</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="203"/>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="204"/>
        <source>done</source>
        <translation>finie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="205"/>
        <source>Open on your phone</source>
        <translation>Ouvrir sur votre téléphone</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="206"/>
        <source>Oberjasser</source>
        <translation>Chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="207"/>
        <source>Oberjasser&apos;s code</source>
        <translation>Code du chef de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="218"/>
        <source>Start Passe {passe}</source>
        <translation>Lancer la manche {passe}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="219"/>
        <source>Passe {passe} under way (the last one)</source>
        <translation>Manche {passe} en cours (la dernière)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="227"/>
        <source>Start Passe {passe}? Its tables&apos; codes work from then on and the wall&apos;s clock starts; it cannot be taken back.</source>
        <translation>Lancer la manche {passe}&#xa0;? Les codes de ses tables valent dès lors et l’horloge du mur démarre&#xa0;; cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="231"/>
        <source>New code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="238"/>
        <source>{count} entries</source>
        <translation>{count} inscriptions</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="239"/>
        <source>End the live evening</source>
        <translation>Terminer la soirée en direct</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="240"/>
        <source>End the live evening?</source>
        <translation>Terminer la soirée en direct&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="241"/>
        <source>The live evening has ended.</source>
        <translation>La soirée en direct est terminée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="247"/>
        <source>The live evening has ended. 1 entry typed on this phone was not sent: it is kept here (below, “not yet sent”); show it to the Oberjasser.</source>
        <translation>La soirée en direct est terminée. 1 inscription tapée sur ce téléphone n’a pas été envoyée&#xa0;: elle reste ici (ci-dessous, «&#xa0;pas encore envoyé&#xa0;»)&#xa0;; montrez-la au chef de jeu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="250"/>
        <source>The live evening has ended. {count} entries typed on this phone were not sent: they are kept here (below, “not yet sent”); show them to the Oberjasser.</source>
        <translation>La soirée en direct est terminée. {count} inscriptions tapées sur ce téléphone n’ont pas été envoyées&#xa0;: elles restent ici (ci-dessous, «&#xa0;pas encore envoyé&#xa0;»)&#xa0;; montrez-les au chef de jeu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="253"/>
        <source>The round being typed was not written: it is kept on this phone and comes back into its form if the evening goes live again.</source>
        <translation>La donne en cours de saisie n’a pas été inscrite&#xa0;: elle reste sur ce téléphone et revient dans son formulaire si la soirée repasse en direct.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="256"/>
        <source>Connection lost: trying again</source>
        <translation>Connexion perdue&#xa0;: nouvel essai</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="257"/>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="258"/>
        <source>Tap in order</source>
        <translation>Touchez dans l’ordre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="259"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/words.py" line="260"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="615"/>
        <source>{game} ({total} × {penalty})</source>
        <translation>{game} ({total} × {penalty})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="626"/>
        <source>Write what each player took</source>
        <translation>Inscrire ce que chacun a pris</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="627"/>
        <location filename="../../jasstafel/live/forms.py" line="634"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="633"/>
        <source>Write who took it</source>
        <translation>Inscrire qui l’a pris</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="637"/>
        <source>Taken by</source>
        <translation>Pris par</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="641"/>
        <source>Write the Domino</source>
        <translation>Inscrire le domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="642"/>
        <source>Finishing order, first out first</source>
        <translation>Ordre d’arrivée, le premier sorti d’abord</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="629"/>
        <location filename="../../jasstafel/live/forms.py" line="636"/>
        <location filename="../../jasstafel/live/forms.py" line="659"/>
        <location filename="../../jasstafel/live/forms.py" line="662"/>
        <location filename="../../jasstafel/live/forms.py" line="666"/>
        <source>Choose the game</source>
        <translation>Choisissez le jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/forms.py" line="631"/>
        <location filename="../../jasstafel/live/forms.py" line="668"/>
        <source>Type what every player took (one may stay empty)</source>
        <translation>Tapez ce que chaque joueur a pris (un peut rester vide)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/service.py" line="116"/>
        <source>no free port from {port} on: {reason}</source>
        <translation>aucun port libre à partir de {port}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/service.py" line="207"/>
        <source>the live server did not start on {url}</source>
        <translation>le serveur de la soirée en direct n’a pas démarré à {url}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/client.py" line="333"/>
        <source>This is the code of Passe {passe}, table {table}: type the code of Passe {mine}, table {my_table}</source>
        <translation>C’est le code de la manche {passe}, table {table}&#xa0;: tapez le code de la manche {mine}, table {my_table}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="45"/>
        <source>{contract} ×{factor} by {team}: {sides}</source>
        <translation>{contract} ×{factor} par {team}&#xa0;: {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="47"/>
        <source>{contract} ×{factor} by {team} (passed): {sides}</source>
        <translation>{contract} ×{factor} par {team} (chibré)&#xa0;: {sides}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="51"/>
        <source>{points} Match</source>
        <translation>{points} match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="52"/>
        <source>{points} Kontermatsch</source>
        <translation>{points} contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="53"/>
        <source>{points} + Match {bonus}</source>
        <translation>{points} + match {bonus}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="54"/>
        <source>{points} + Kontermatsch {bonus}</source>
        <translation>{points} + contre-match {bonus}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="55"/>
        <source>Weis {weis}</source>
        <translation>annonces {weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/live/entries.py" line="56"/>
        <source>Stöck {stoeck}</source>
        <translation>stöck {stoeck}</translation>
    </message>
</context>
<context>
    <name>pandur</name>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="141"/>
        <source>Deal {0}: {1} deals again</source>
        <translation>Donne {0}&#xa0;: {1} redonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="142"/>
        <source>Deal {0}: {1} deals</source>
        <translation>Donne {0}&#xa0;: {1} donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="153"/>
        <source>last at the table</source>
        <translation>reste à la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="156"/>
        <source>left in deal {0}</source>
        <translation>sort à la donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="160"/>
        <source>deals</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="144"/>
        <source>Deal {0}: {1} deals again, sits out, inherits {2}</source>
        <translation>Donne {0}&#xa0;: {1} redonne, ne joue pas, hérite de {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="146"/>
        <source>Deal {0}: {1} deals, sits out, inherits {2}</source>
        <translation>Donne {0}&#xa0;: {1} donne, ne joue pas, hérite de {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="161"/>
        <source>deals · inherits {0}</source>
        <translation>donne · hérite de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="168"/>
        <source>Loser</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="171"/>
        <source>Winner!</source>
        <translation>Victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="172"/>
        <source>Place {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="173"/>
        <source>{0} to go</source>
        <translation>encore {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="238"/>
        <source>Match over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="263"/>
        <source>inherited</source>
        <translation>hérités (héritage)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="239"/>
        <source>{0} at the table</source>
        <translation>{0} à la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/variants/pandur_sheet.py" line="263"/>
        <source>won in play</source>
        <translation>gagnés au jeu</translation>
    </message>
</context>
<context>
    <name>print</name>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="51"/>
        <source>Tie with %n penalty points</source>
        <translation>
            <numerusform>À égalité avec %n point de pénalité</numerusform>
            <numerusform>À égalité avec %n points de pénalité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="53"/>
        <source>With %n penalty points</source>
        <translation>
            <numerusform>Avec %n point de pénalité</numerusform>
            <numerusform>Avec %n points de pénalité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="55"/>
        <source>Tie with %n points</source>
        <translation>
            <numerusform>À égalité avec %n point</numerusform>
            <numerusform>À égalité avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="56"/>
        <source>With %n points</source>
        <translation>
            <numerusform>Avec %n point</numerusform>
            <numerusform>Avec %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="84"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="85"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="90"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="161"/>
        <source>Entry</source>
        <translation>Inscription</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="164"/>
        <location filename="../../jasstafel/printing/teams.py" line="142"/>
        <source>Written</source>
        <translation>Inscrit</translation>
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
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="235"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="238"/>
        <location filename="../../jasstafel/printing/sheet.py" line="137"/>
        <source>Players</source>
        <translation>Joueurs</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="284"/>
        <source>Team {0}</source>
        <translation>Équipe {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="286"/>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="335"/>
        <source>Table settings</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="353"/>
        <source>Winner: {0}</source>
        <translation>Victoire&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="354"/>
        <source>Winners: {0}</source>
        <translation>Victoire&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="357"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="359"/>
        <source>Not finished: the board after %n entries.</source>
        <translation>
            <numerusform>Pas terminée&#xa0;: l’ardoise après %n inscription.</numerusform>
            <numerusform>Pas terminée&#xa0;: l’ardoise après %n inscriptions.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/base.py" line="368"/>
        <source>Signatures</source>
        <translation>Signatures</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="55"/>
        <location filename="../../jasstafel/printing/sheet.py" line="116"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="56"/>
        <location filename="../../jasstafel/printing/sheet.py" line="117"/>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="57"/>
        <location filename="../../jasstafel/printing/sheet.py" line="118"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/blank.py" line="58"/>
        <source>Scorekeeper</source>
        <translation>Secrétaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="53"/>
        <source>{0} a trick</source>
        <translation>{0} par pli</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="53"/>
        <source>{0} a card</source>
        <translation>{0} par carte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="54"/>
        <source>{0} an Ober</source>
        <translation>{0} par Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="54"/>
        <source>{0} a Queen</source>
        <translation>{0} par dame</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="78"/>
        <source>yes: {0} (4 players)</source>
        <translation>oui&#xa0;: {0} (4 joueurs)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="80"/>
        <source>yes: {0} (3 players)</source>
        <translation>oui&#xa0;: {0} (3 joueurs)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="81"/>
        <source>yes: {0} (4 players), {1} (3 players)</source>
        <translation>oui&#xa0;: {0} (4 joueurs), {1} (3 joueurs)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="88"/>
        <source>the highest total (Domino points − penalty points)</source>
        <translation>le plus haut total (points de domino − points de pénalité)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="91"/>
        <source>the fewest penalty points</source>
        <translation>le moins de points de pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="93"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
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
        <location filename="../../jasstafel/printing/scores.py" line="306"/>
        <source>Wins</source>
        <translation>Gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="96"/>
        <source>a tie is shared</source>
        <translation>une égalité est partagée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="96"/>
        <location filename="../../jasstafel/printing/scores.py" line="58"/>
        <source>{0}; {1}</source>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="103"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="162"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="214"/>
        <location filename="../../jasstafel/printing/scores.py" line="280"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="105"/>
        <location filename="../../jasstafel/printing/guggitaler.py" line="215"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="127"/>
        <source>Count: tricks, Hearts or Queens taken; × took the card or the last trick. Points: what the game wrote (penalties minus).</source>
        <translation>Nombre&#xa0;: plis, cœurs ou dames pris&#xa0;; × a pris la carte ou le dernier pli. Points&#xa0;: ce que le jeu a inscrit (pénalités en moins).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="129"/>
        <source>Count: tricks, Bells or Ober taken; × took the card or the last trick. Points: what the game wrote (penalties minus).</source>
        <translation>Nombre&#xa0;: plis, grelots ou Ober pris&#xa0;; × a pris la carte ou le dernier pli. Points&#xa0;: ce que le jeu a inscrit (pénalités en moins).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="133"/>
        <source>Count: tricks, Hearts or Queens taken; × took the card or the last trick; Domino: the place in which the player got rid of his cards. Points: what the game wrote (penalties minus, Domino plus).</source>
        <translation>Nombre&#xa0;: plis, cœurs ou dames pris&#xa0;; × a pris la carte ou le dernier pli&#xa0;; domino&#xa0;: la place à laquelle le joueur s’est défait de ses cartes. Points&#xa0;: ce que le jeu a inscrit (pénalités en moins, domino en plus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="136"/>
        <source>Count: tricks, Bells or Ober taken; × took the card or the last trick; Domino: the place in which the player got rid of his cards. Points: what the game wrote (penalties minus, Domino plus).</source>
        <translation>Nombre&#xa0;: plis, grelots ou Ober pris&#xa0;; × a pris la carte ou le dernier pli&#xa0;; domino&#xa0;: la place à laquelle le joueur s’est défait de ses cartes. Points&#xa0;: ce que le jeu a inscrit (pénalités en moins, domino en plus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="175"/>
        <source>Guggitaler {0}</source>
        <translation>Guggitaler {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="223"/>
        <source>Every game is played Obenabe, no Weis, no Stöck. In all: 9 tricks (12 with three players), 9 Hearts, 4 Queens, the King of Clubs, one last trick.</source>
        <translation>Chaque jeu se joue Obenabe, sans annonces, sans stöck. En tout&#xa0;: 9 plis (12 à trois joueurs), 9 cœurs, 4 dames, un roi de trèfle, un dernier pli.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="226"/>
        <source>Every game is played Obenabe, no Weis, no Stöck. In all: 9 tricks (12 with three players), 9 Bells, 4 Ober, the King of Roses, one last trick.</source>
        <translation>Chaque jeu se joue Obenabe, sans annonces, sans stöck. En tout&#xa0;: 9 plis (12 à trois joueurs), 9 grelots, 4 Ober, un roi de roses, un dernier pli.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="194"/>
        <location filename="../../jasstafel/printing/scores.py" line="257"/>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/guggitaler.py" line="229"/>
        <source>Domino points by place: {0} (4 players), {1} (3 players).</source>
        <translation>Points de domino selon la place&#xa0;: {0} (4 joueurs), {1} (3 joueurs).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/layout.py" line="49"/>
        <source>{0}:</source>
        <translation>{0}&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/layout.py" line="580"/>
        <source>Signature {0}</source>
        <translation>Signature {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/layout.py" line="731"/>
        <source>Page {0} of {1}</source>
        <translation>Page {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="47"/>
        <source>Wirtshaus: the loser of each round gets a Strich</source>
        <translation>Bistrot&#xa0;: le perdant de chaque donne reçoit un trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="50"/>
        <source>everyone under {0} points</source>
        <translation>tous ceux sous {0} points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="53"/>
        <source>the fewest points (all tied lowest)</source>
        <translation>le moins de points (tous les derniers à égalité)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="59"/>
        <source>Gewinnstriche: the best of each round get a Strich</source>
        <translation>Traits de victoire&#xa0;: les meilleurs de chaque donne reçoivent un trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="61"/>
        <source>the best {0} (all tied at the edge)</source>
        <translation>les {0} meilleurs (tous ceux à égalité à la limite)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="63"/>
        <source>the first to {0} Striche wins</source>
        <translation>le premier à {0} traits gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="66"/>
        <source>Counting</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="67"/>
        <source>Strich for</source>
        <translation>Trait pour</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="68"/>
        <location filename="../../jasstafel/printing/scores.py" line="318"/>
        <location filename="../../jasstafel/printing/teams.py" line="74"/>
        <location filename="../../jasstafel/printing/teams.py" line="76"/>
        <source>End</source>
        <translation>Fin</translation>
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
        <translation>Points de cartes</translation>
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
        <translation>Traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="96"/>
        <source>reached the goal</source>
        <translation>a atteint le but</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="99"/>
        <location filename="../../jasstafel/printing/marks.py" line="430"/>
        <source>{0} to go</source>
        <translation>encore {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="130"/>
        <source>Goal reached</source>
        <translation>But atteint</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="55"/>
        <source>{0} Striche: the first who is full ends the match, the fewest Striche win</source>
        <translation>{0} traits&#xa0;: le premier plein termine la partie, le moins de traits gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="97"/>
        <source>full</source>
        <translation>plein atteint</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="117"/>
        <source>Won {0}</source>
        <translation>Victoire {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="120"/>
        <source>{0} are full; won {1}</source>
        <translation>Pleins&#xa0;: {0}&#xa0;; victoire {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="122"/>
        <source>{0} is full; won {1}</source>
        <translation>Plein&#xa0;: {0}&#xa0;; victoire {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="132"/>
        <source>Full</source>
        <translation>Plein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="165"/>
        <source>not following suit</source>
        <translation>n’a pas fourni la couleur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="166"/>
        <source>playing out of turn</source>
        <translation>a joué hors de son tour</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="167"/>
        <source>looking into cards</source>
        <translation>a regardé dans les cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="169"/>
        <source>misdeed</source>
        <translation>faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="174"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="176"/>
        <source>net {0} (Striche − Nuller)</source>
        <translation>net {0} (traits − zéros)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="178"/>
        <location filename="../../jasstafel/printing/marks.py" line="322"/>
        <source>Bids</source>
        <translation>Offres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="178"/>
        <source>any number below 150, then 150, 155, 157, 257 (Match); minimum bid: {0}</source>
        <translation>n’importe quel nombre au-dessous de 150, puis 150, 155, 157, 257 (match)&#xa0;; offre minimale&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="182"/>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="182"/>
        <source>Fahnder 2 Striche, partner 1 (Match bid: 1 more each)</source>
        <translation>Fahnder 2 traits, partenaire 1 (offre de match&#xa0;: 1 de plus chacun)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="184"/>
        <source>Failed</source>
        <translation>Chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="184"/>
        <source>Fahnder 2 Nuller, partner 1 Nuller, each opponent 1 Strich</source>
        <translation>Fahnder 2 zéros, partenaire 1 zéro, chaque adversaire 1 trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="193"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="194"/>
        <location filename="../../jasstafel/printing/marks.py" line="494"/>
        <source>Bid</source>
        <translation>Offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="195"/>
        <location filename="../../jasstafel/printing/teams.py" line="130"/>
        <source>Contract</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="197"/>
        <location filename="../../jasstafel/printing/marks.py" line="359"/>
        <location filename="../../jasstafel/printing/marks.py" line="509"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="204"/>
        <location filename="../../jasstafel/printing/marks.py" line="268"/>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="217"/>
        <location filename="../../jasstafel/printing/marks.py" line="383"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="218"/>
        <location filename="../../jasstafel/printing/marks.py" line="384"/>
        <source>failed</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="221"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}&#xa0;: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="238"/>
        <source>Striche {0} − Nuller {1} = net {2}</source>
        <translation>Traits {0} − zéros {1} = net {2}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="244"/>
        <location filename="../../jasstafel/printing/marks.py" line="277"/>
        <location filename="../../jasstafel/printing/marks.py" line="291"/>
        <source>Nuller</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="248"/>
        <source>+ Striche, − Nuller; Net: Striche − Nuller.</source>
        <translation>+ traits, − zéros&#xa0;; net&#xa0;: traits − zéros.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="263"/>
        <source>Fahnder-Könige with net {0}</source>
        <translation>Fahnder-Könige avec net {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="265"/>
        <source>Fahnder-König with net {0}</source>
        <translation>Fahnder-König avec net {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="278"/>
        <source>Made as Fahnder</source>
        <translation>Réussi comme Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="299"/>
        <source>Net (Striche − Nuller)</source>
        <translation>Net (traits − zéros)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="306"/>
        <source>Made: Fahnder 2 Striche, partner 1; Match bid (257) made: 1 more each. Failed: Fahnder 2 Nuller, partner 1 Nuller, each opponent 1 Strich. Misdeed: up to 2 Nuller. Net {0} makes the Fahnder-König.</source>
        <translation>Réussi&#xa0;: Fahnder 2 traits, partenaire 1&#xa0;; offre de match (257) réussie&#xa0;: 1 de plus chacun. Chuté&#xa0;: Fahnder 2 zéros, partenaire 1 zéro, chaque adversaire 1 trait. Faute&#xa0;: jusqu’à 2 zéros. Un net de {0} fait le Fahnder-König.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="325"/>
        <source>15 score points; the others play on with three, then two</source>
        <translation>15 points marqués&#xa0;; les autres continuent à trois, puis à deux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="422"/>
        <source>won {0} + inherited {1}</source>
        <translation>gagnés {0} + héritage {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="432"/>
        <location filename="../../jasstafel/printing/marks.py" line="448"/>
        <location filename="../../jasstafel/printing/marks.py" line="496"/>
        <source>Score points</source>
        <translation>Points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="500"/>
        <source>Bidding ladder (lowest first) and score points</source>
        <translation>Échelle des offres (la plus basse d’abord) et points marqués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="503"/>
        <source>Numeric bids go up in steps of 10; Pandur mit cannot be overbid. Made if card points + valid Weis reach the bid (Misère: no trick; Pandur: every trick): the declarer writes the score points; failed: each opponent writes them. Never more than 6 in one deal.</source>
        <translation>Les offres en chiffres montent de 10 en 10&#xa0;; la bandoure avec ne peut pas être surenchérie. Réussi si les points de cartes + les annonces valables atteignent l’offre (misère&#xa0;: aucun pli&#xa0;; bandoure&#xa0;: tous les plis)&#xa0;: le preneur inscrit les points marqués&#xa0;; chuté&#xa0;: chaque adversaire les inscrit. Jamais plus de 6 en une donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="323"/>
        <source>the dealer of a deal of four inherits 2, never above 14</source>
        <translation>le donneur d’une donne à quatre hérite de 2, jamais au-delà de 14</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="323"/>
        <location filename="../../jasstafel/printing/marks.py" line="458"/>
        <source>Inherited</source>
        <translation>Héritage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="325"/>
        <location filename="../../jasstafel/printing/teams.py" line="34"/>
        <source>Win</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="327"/>
        <source>Same deal</source>
        <translation>Même donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="327"/>
        <source>players reaching 15 in one deal share the rank</source>
        <translation>les joueurs qui atteignent 15 à la même donne partagent le rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="329"/>
        <source>players reaching 15 in one deal: the higher total ranks first</source>
        <translation>les joueurs qui atteignent 15 à la même donne&#xa0;: le total le plus haut passe devant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="331"/>
        <source>Misdeal</source>
        <translation>Maldonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="331"/>
        <source>the dealer deals again and inherits nothing for it</source>
        <translation>le donneur redonne et n’hérite de rien pour cette donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="333"/>
        <source>the dealer deals again; only the misdeal writes nothing</source>
        <translation>le donneur redonne&#xa0;; seule la maldonne n’inscrit rien</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="351"/>
        <location filename="../../jasstafel/printing/scores.py" line="228"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="352"/>
        <source>Declarer</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="358"/>
        <location filename="../../jasstafel/printing/scores.py" line="76"/>
        <location filename="../../jasstafel/printing/teams.py" line="141"/>
        <location filename="../../jasstafel/printing/teams.py" line="329"/>
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="391"/>
        <source>beaten</source>
        <translation>battues</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="395"/>
        <source>premature lead by {0}</source>
        <translation>entame prématurée de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="397"/>
        <source>fault by {0}</source>
        <translation>faute de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="399"/>
        <location filename="../../jasstafel/printing/scores.py" line="85"/>
        <location filename="../../jasstafel/printing/sheet.py" line="146"/>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="403"/>
        <source>no bid</source>
        <translation>pas d’offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="407"/>
        <source>misdeal: the same dealer deals again</source>
        <translation>maldonne&#xa0;: le même donneur redonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="425"/>
        <source>15 reached in deal {0}</source>
        <translation>15 atteint à la donne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="428"/>
        <source>the loser</source>
        <translation>perd la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="457"/>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="459"/>
        <source>15 in deal</source>
        <translation>15 à la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/marks.py" line="460"/>
        <source>Declared (made)</source>
        <translation>Pris (réussis)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="50"/>
        <source>the last counts double</source>
        <translation>la dernière compte double</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="53"/>
        <source>card points − Handweis + Tischweis − Stöck (20)</source>
        <translation>points de cartes − annonces de main + annonces de table − stöck (20)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="55"/>
        <source>card points − Handweis + Tischweis</source>
        <translation>points de cartes − annonces de main + annonces de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="57"/>
        <location filename="../../jasstafel/printing/scores.py" line="316"/>
        <location filename="../../jasstafel/printing/statistics.py" line="135"/>
        <source>Rounds</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="58"/>
        <source>Round score</source>
        <translation>Score de la donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="60"/>
        <source>the fewest total wins</source>
        <translation>le plus petit total gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="61"/>
        <source>only the player with the best Weis</source>
        <translation>seulement le joueur qui a la meilleure annonce</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="63"/>
        <source>every player</source>
        <translation>chaque joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="65"/>
        <source>20 minus points</source>
        <translation>20 points négatifs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="66"/>
        <source>none</source>
        <comment>no Stöck</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="67"/>
        <source>Ties</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="67"/>
        <source>every tie is decided by drawing a card</source>
        <translation>chaque égalité est départagée en tirant une carte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="69"/>
        <source>only a tie for the win is drawn</source>
        <translation>on tire seulement pour une égalité à la victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="77"/>
        <location filename="../../jasstafel/printing/scores.py" line="193"/>
        <source>Round</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="92"/>
        <source>Drawing a card, highest first: {0}</source>
        <translation>Tirage d’une carte, la plus haute d’abord&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="118"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). Round: what the round wrote (× 2 when it counts double).</source>
        <translation>Annonces&#xa0;: {0} de main (en moins), {1} de table (en plus), {2} stöck (en moins). Donne&#xa0;: ce que la donne a inscrit (× 2 quand elle compte double).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="122"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus), {2} Stöck (minus). Round: what the round wrote.</source>
        <translation>Annonces&#xa0;: {0} de main (en moins), {1} de table (en plus), {2} stöck (en moins). Donne&#xa0;: ce que la donne a inscrit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="126"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus). Round: what the round wrote (× 2 when it counts double).</source>
        <translation>Annonces&#xa0;: {0} de main (en moins), {1} de table (en plus). Donne&#xa0;: ce que la donne a inscrit (× 2 quand elle compte double).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="130"/>
        <source>Weis: {0} Handweis (minus), {1} Tischweis (plus). Round: what the round wrote.</source>
        <translation>Annonces&#xa0;: {0} de main (en moins), {1} de table (en plus). Donne&#xa0;: ce que la donne a inscrit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/scores.py" line="146"/>
        <source>With %n points (drew the higher card)</source>
        <translation>
            <numerusform>Avec %n point (a tiré la carte la plus haute)</numerusform>
            <numerusform>Avec %n points (a tiré la carte la plus haute)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/scores.py" line="148"/>
        <source>With %n points (drew the highest card)</source>
        <translation>
            <numerusform>Avec %n point (a tiré la carte la plus haute)</numerusform>
            <numerusform>Avec %n points (a tiré la carte la plus haute)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="169"/>
        <source>Card drawn</source>
        <translation>Carte tirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="204"/>
        <source>Weis: Handweis is written as minus, Tischweis as plus points for whoever took the trick. The card points of a round add up to 157.</source>
        <translation>Annonces&#xa0;: celles de main s’inscrivent en points négatifs, celles de table en points positifs pour celui qui a fait le pli. Les points de cartes d’une donne font ensemble 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="219"/>
        <source>Games</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="220"/>
        <location filename="../../jasstafel/printing/scores.py" line="232"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="220"/>
        <source>|prediction − card points|; the lowest total wins</source>
        <translation>|estimation − points de cartes|&#xa0;; le plus petit total gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="222"/>
        <location filename="../../jasstafel/printing/scores.py" line="267"/>
        <source>No prediction</source>
        <translation>Sans estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="222"/>
        <source>{0} penalty points</source>
        <translation>{0} points de pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="230"/>
        <location filename="../../jasstafel/printing/scores.py" line="281"/>
        <source>Pred.</source>
        <translation>Estim.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="266"/>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="283"/>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="291"/>
        <source>Before each game every player predicts his card points (Pred., 0 to 157); his penalty is the difference (Diff.), {0} without a prediction. The card points of a game add up to 157.</source>
        <translation>Avant chaque donne, chaque joueur estime ses points de cartes (Estim., de 0 à 157)&#xa0;; sa pénalité est la différence (Diff.), {0} sans estimation. Les points de cartes d’une donne font ensemble 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="307"/>
        <source>the higher total</source>
        <translation>le total le plus haut</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="308"/>
        <source>the lower total</source>
        <translation>le total le plus bas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="312"/>
        <source>won only with a lead of {0}</source>
        <translation>gagné seulement avec {0} d’avance</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="314"/>
        <source>Target</source>
        <translation>But</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="318"/>
        <source>the scorekeeper closes the board</source>
        <translation>le secrétaire clôture l’ardoise</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="332"/>
        <source>Closed by the scorekeeper</source>
        <translation>Clôturé par le secrétaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="324"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="364"/>
        <location filename="../../jasstafel/printing/teams.py" line="415"/>
        <location filename="../../jasstafel/printing/teams.py" line="460"/>
        <source>Behind</source>
        <translation>Retard</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="368"/>
        <location filename="../../jasstafel/printing/teams.py" line="276"/>
        <source>To target</source>
        <translation>Jusqu’au but</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="381"/>
        <source>Side {0}</source>
        <translation>Camp {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="124"/>
        <source>Variant</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="136"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="161"/>
        <source>Entries</source>
        <translation>Inscriptions</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="167"/>
        <source>No entries yet.</source>
        <translation>Pas encore d’inscription.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="168"/>
        <source>Final board</source>
        <translation>Ardoise finale</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/sheet.py" line="169"/>
        <source>Board as it stands</source>
        <translation>Ardoise en l’état</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="309"/>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="310"/>
        <source>{0} h {1:02d} min</source>
        <translation>{0} h {1:02d} min</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="311"/>
        <source>less than a minute</source>
        <translation>moins d’une minute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="135"/>
        <source>Rounds played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="132"/>
        <source>Games played</source>
        <translation>Jeux joués</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="108"/>
        <location filename="../../jasstafel/printing/teams.py" line="273"/>
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="35"/>
        <location filename="../../jasstafel/printing/teams.py" line="273"/>
        <location filename="../../jasstafel/printing/teams.py" line="335"/>
        <location filename="../../jasstafel/printing/teams.py" line="356"/>
        <source>Kontermatsch</source>
        <translation>Contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="118"/>
        <source>Weis written</source>
        <translation>Annonces inscrites</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="61"/>
        <location filename="../../jasstafel/printing/scores.py" line="164"/>
        <location filename="../../jasstafel/printing/statistics.py" line="200"/>
        <source>Handweis</source>
        <translation>Annonces de main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/scores.py" line="165"/>
        <location filename="../../jasstafel/printing/statistics.py" line="200"/>
        <source>Tischweis</source>
        <translation>Annonces de table</translation>
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
        <translation>Meilleure donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="132"/>
        <source>Best game</source>
        <translation>Meilleur jeu</translation>
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
        <translation>Atouts choisis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="56"/>
        <source>Rows chosen</source>
        <translation>Lignes choisies</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="107"/>
        <source>Kontermatsch made</source>
        <translation>Contre-matchs faits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="117"/>
        <source>Weis written (× factor)</source>
        <translation>Annonces inscrites (× facteur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="134"/>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="134"/>
        <source>Best deal</source>
        <translation>Meilleure donne</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="154"/>
        <source>%n played</source>
        <translation>
            <numerusform>%n jouée</numerusform>
            <numerusform>%n jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="156"/>
        <source>%n without a bid</source>
        <translation>
            <numerusform>%n sans offre</numerusform>
            <numerusform>%n sans offre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="158"/>
        <source>%n misdeals</source>
        <translation>
            <numerusform>%n maldonne</numerusform>
            <numerusform>%n maldonnes</numerusform>
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
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="108"/>
        <source>of which Kontermatsch</source>
        <translation>dont contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="203"/>
        <source>Rounds with Stöck</source>
        <translation>Donnes avec stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="244"/>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="246"/>
        <source>First to announce</source>
        <translation>Premier à faire atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="260"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="132"/>
        <source>Games in all</source>
        <translation>Jeux en tout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="58"/>
        <source>Bids played</source>
        <translation>Offres jouées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="264"/>
        <source>Time played</source>
        <translation>Durée de jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="264"/>
        <source>{0} ({1} to {2})</source>
        <translation>{0} ({1} à {2})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/teams.py" line="76"/>
        <source>%n rounds (Turnier): the higher total wins</source>
        <translation>
            <numerusform>%n donne (tournoi)&#xa0;: le total le plus haut gagne</numerusform>
            <numerusform>%n donnes (tournoi)&#xa0;: le total le plus haut gagne</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="78"/>
        <source>Factors</source>
        <translation>Facteurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="80"/>
        <source>Weis and Stöck</source>
        <translation>Annonces et stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="81"/>
        <source>counted (× factor)</source>
        <translation>comptés (× facteur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="82"/>
        <location filename="../../jasstafel/printing/teams.py" line="328"/>
        <source>not written</source>
        <translation>pas inscrits</translation>
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
        <translation>Égalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="97"/>
        <source>more Matches, then the better best round</source>
        <translation>plus de matchs, puis la meilleure donne la plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="99"/>
        <source>more Matches, then shared</source>
        <translation>plus de matchs, sinon partagé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="132"/>
        <source>Announced</source>
        <translation>Atout fait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="86"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="86"/>
        <source>a double deck: {0} card points a round</source>
        <translation>double jeu&#xa0;: {0} points de cartes par donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="89"/>
        <source>{0} + {1} = {2} (× factor)</source>
        <translation>{0} + {1} = {2} (× facteur)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="92"/>
        <source>{0}, no bonus (still recorded)</source>
        <translation>{0}, sans bonus (mais noté)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="101"/>
        <source>kept: Win 2, Match 1, Kontermatsch 2</source>
        <translation>tenus&#xa0;: victoire 2, match 1, contre-match 2</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="171"/>
        <source>Bedanken by {0} during the round: {1} on the stack (card points, Weis and Stöck) in {2} ×{3}</source>
        <translation>Sortie de {0} pendant la donne&#xa0;: {1} sur le tas (points de cartes, annonces et stöck) en {2} ×{3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="207"/>
        <source>{0} of {1}: Bedanken too early</source>
        <translation>{0} sur {1}&#xa0;: sortie trop tôt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="212"/>
        <source>{0} to go to {1}</source>
        <translation>encore {0} jusqu’à {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="214"/>
        <source>target {0} reached</source>
        <translation>but {0} atteint</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="218"/>
        <source>Matches: {0} ({1} Kontermatsch)</source>
        <translation>Matchs&#xa0;: {0} (dont {1} contre-match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="222"/>
        <source>Matches: {0}</source>
        <translation>Matchs&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="46"/>
        <source>passed</source>
        <translation>chibré</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="105"/>
        <source>kept: Win 2, Berg 1, Match 1, Kontermatsch 2, Schneider 2</source>
        <translation>tenus&#xa0;: victoire 2, Berg 1, match 1, contre-match 2, Schneider 2</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="114"/>
        <source>target {0} points: the first team to call Bedanken past it wins</source>
        <translation>but {0} points&#xa0;: l’équipe qui sort la première au-delà gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="118"/>
        <source>target {0} points for {1}, {2} points for {3}: the first team to call Bedanken past its own target wins</source>
        <translation>but {0} points pour {1}, {2} points pour {3}&#xa0;: l’équipe qui sort la première au-delà de son propre but gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="177"/>
        <source>Bedanken by {0}</source>
        <translation>Sortie de {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="35"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="291"/>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="296"/>
        <source>Z: a stroke on the top line is 100, on the diagonal 50, on the bottom line 20; the rest is written as a number. Every fifth stroke crosses the four before it.</source>
        <translation>Z&#xa0;: un trait sur la ligne du haut vaut 100, sur la diagonale 50, sur la ligne du bas 20&#xa0;; le reste s’écrit en chiffres. Chaque cinquième trait barre les quatre d’avant.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="321"/>
        <source>{0} × factor</source>
        <translation>{0} × facteur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="325"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="326"/>
        <source>count: 20 × factor in rows with a trump</source>
        <translation>comptent&#xa0;: 20 × facteur dans les lignes avec atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="329"/>
        <source>not written</source>
        <comment>the Weis</comment>
        <translation>pas inscrites</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="333"/>
        <source>(157 − own card points) × factor; no trick: Match</source>
        <translation>(157 − propres points de cartes) × facteur&#xa0;; aucun pli&#xa0;: match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="333"/>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="335"/>
        <source>the announcing team took no trick: 0, the row counts as played</source>
        <translation>l’équipe qui a fait atout n’a fait aucun pli&#xa0;: 0, la ligne compte comme jouée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="345"/>
        <location filename="../../jasstafel/printing/teams.py" line="395"/>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="350"/>
        <source>Cell</source>
        <translation>Case</translation>
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
        <translation>CM</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="431"/>
        <source>M: written with a Match; KM: with a Kontermatsch.</source>
        <translation>M&#xa0;: inscrit avec un match&#xa0;; CM&#xa0;: avec un contre-match.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="437"/>
        <source>{0} can no longer be caught.</source>
        <translation>Hors d’atteinte&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/statistics.py" line="107"/>
        <location filename="../../jasstafel/printing/teams.py" line="464"/>
        <source>Matches in own rows</source>
        <translation>Matchs dans ses lignes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="466"/>
        <source>Open rows</source>
        <translation>Lignes ouvertes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="487"/>
        <source>Each team plays every row once; only the announcing team writes.</source>
        <translation>Chaque équipe joue chaque ligne une fois&#xa0;; seule l’équipe qui a fait atout inscrit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/teams.py" line="489"/>
        <source>Two teams of two use the first two columns; three teams or three single players use all three. Each team plays every row once; only the announcing team writes.</source>
        <translation>Deux équipes de deux utilisent les deux premières colonnes&#xa0;; trois équipes ou trois joueurs seuls les trois. Chaque équipe joue chaque ligne une fois&#xa0;; seule l’équipe qui a fait atout inscrit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/printing/device.py" line="103"/>
        <location filename="../../jasstafel/printing/export.py" line="264"/>
        <source>cannot write {path}: {reason}</source>
        <translation>impossible d’écrire {path}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>rank</name>
    <message numerus="yes">
        <location filename="../../jasstafel/i18n.py" line="197"/>
        <source>%n</source>
        <translation>
            <numerusform>%ner</numerusform>
            <numerusform>%ne</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>recovery</name>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="366"/>
        <source>today {0}</source>
        <translation>aujourd’hui {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="368"/>
        <source>yesterday {0}</source>
        <translation>hier {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="394"/>
        <source>{0} ({1}), {2}, {3}</source>
        <translation>{0} ({1}), {2}, {3}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/recovery.py" line="405"/>
        <source>{0} ({1}), saved, {2}, {3}</source>
        <translation>{0} ({1}), enregistrée, {2}, {3}</translation>
    </message>
</context>
<context>
    <name>rulehelp</name>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="70"/>
        <source>Teams: {names}</source>
        <translation>Équipes&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="70"/>
        <source>Players: {names}</source>
        <translation>Joueurs&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="80"/>
        <source>Table settings of this match:</source>
        <translation>Règles de table de cette partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="81"/>
        <source>How {variant} scores:</source>
        <translation>{variant}&#xa0;: comment on compte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="100"/>
        <source>Each round one team announces the trump (or passes the choice to the partner); the card points of both teams add up to {points}, the last trick gives 5.</source>
        <translation>À chaque donne, une équipe fait atout (ou chibre&#xa0;: elle passe le choix au partenaire)&#xa0;; les points de cartes des deux équipes font ensemble {points}, le dernier pli compte 5 (cinq de der).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="104"/>
        <source>A team writes its card points plus its Weis and Stöck, multiplied by the contract&apos;s factor: {factors}.</source>
        <translation>Une équipe inscrit ses points de cartes plus ses annonces et son stöck, multipliés par le facteur du contrat&#xa0;: {factors}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="106"/>
        <source>Only the team with the best single Weis writes its Weis; Stöck (King and {ober} of trump) give 20, in a trump contract only.</source>
        <translation>Seule l’équipe qui a la meilleure annonce inscrit ses annonces&#xa0;; le stöck (roi et {ober} d’atout) vaut 20, seulement dans un contrat à atout.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="110"/>
        <source>A team writes its card points multiplied by the contract&apos;s factor: {factors}. Weis and Stöck do not count in this match.</source>
        <translation>Une équipe inscrit ses points de cartes multipliés par le facteur du contrat&#xa0;: {factors}. Les annonces et le stöck ne comptent pas dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="114"/>
        <source>A Match (all nine tricks) gives {points} + {bonus} = {match}, multiplied by the factor too.</source>
        <translation>Un match (les neuf plis) donne {points} + {bonus} = {match}, multiplié aussi par le facteur.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="119"/>
        <source>A Match (all nine tricks) gives {points}, with no bonus; it is still written as a Match.</source>
        <translation>Un match (les neuf plis) donne {points}, sans bonus&#xa0;; il est quand même inscrit comme match.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="121"/>
        <source>A Kontermatsch is a Match by the team that did not announce.</source>
        <translation>Un contre-match est un match de l’équipe qui n’a pas fait atout.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="124"/>
        <source>Striche on the back of the board: the win 2, the Berg (first past half the target) 1, each Match 1, a Kontermatsch 2, a Schneider (the loser below half the target) 2.</source>
        <translation>Traits au dos de l’ardoise&#xa0;: la victoire 2, le Berg (le premier à passer la moitié du but) 1, chaque match 1, un contre-match 2, un Schneider (le perdant sous la moitié du but) 2.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="132"/>
        <source>then the higher best single round</source>
        <translation>puis la meilleure donne la plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="133"/>
        <source>else the rank is shared</source>
        <translation>sinon le rang est partagé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="134"/>
        <source>After {rounds} rounds the higher total wins; on a tie the team with more Matches, {tie}.</source>
        <translation>Après {rounds} donnes, le total le plus haut gagne&#xa0;; en cas d’égalité, l’équipe qui a le plus de matchs, {tie}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="137"/>
        <source>Each team plays to its own target: {first} and {second}.</source>
        <translation>Chaque équipe joue jusqu’à son propre but&#xa0;: {first} et {second}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="140"/>
        <source>The target is {target}.</source>
        <translation>Le but est {target}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="141"/>
        <source>The team that reaches its target and calls Bedanken first wins; a Bedanken short of the target loses. If both teams pass it in one round, Stöck count first, then Weis, then the tricks.</source>
        <translation>L’équipe qui atteint son but et sort la première gagne&#xa0;; une équipe qui sort avant d’avoir atteint le but perd. Si les deux équipes le passent dans la même donne, le stöck compte d’abord, puis les annonces, puis les plis.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="147"/>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="147"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="152"/>
        <source>Each team has one cell per row; in each round the announcing team picks one of its open rows, and only that team writes: its card points × the row&apos;s factor.</source>
        <translation>Chaque équipe a une case par ligne&#xa0;; à chaque donne, l’équipe qui fait atout choisit une de ses lignes ouvertes, et elle seule inscrit&#xa0;: ses points de cartes × le facteur de la ligne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="155"/>
        <source>The rows of this match: {rows}.</source>
        <translation>Les lignes de cette partie&#xa0;: {rows}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="157"/>
        <source>A Match writes 257 × the factor, plus {bonus} (not multiplied).</source>
        <translation>Un match inscrit 257 × le facteur, plus {bonus} (non multiplié).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="160"/>
        <source>A Match writes 257 × the factor.</source>
        <translation>Un match inscrit 257 × le facteur.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="161"/>
        <source>A Kontermatsch (the announcing team takes no trick) writes 0, and the row counts as played.</source>
        <translation>Un contre-match (l’équipe qui a fait atout ne fait aucun pli) inscrit 0, et la ligne compte comme jouée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="164"/>
        <source>In a Misère row the team wants few points: it writes (157 − its card points) × the factor; no trick at all is a Match.</source>
        <translation>Dans une ligne misère, l’équipe veut peu de points&#xa0;: elle inscrit (157 − ses points de cartes) × le facteur&#xa0;; aucun pli du tout est un match.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="166"/>
        <source>Stöck give 20 × the factor in a row that can have a trump (a trump suit or a free choice); Weis do not count.</source>
        <translation>Le stöck vaut 20 × le facteur dans une ligne qui peut avoir un atout (une couleur d’atout ou un libre choix)&#xa0;; les annonces ne comptent pas.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="168"/>
        <source>Neither Weis nor Stöck count in this match.</source>
        <translation>Ni les annonces ni le stöck ne comptent dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="169"/>
        <source>The game ends when every team has filled every row; the higher total wins, on a tie more Matches, then the higher cell in the row with the highest factor.</source>
        <translation>Le jeu se termine quand chaque équipe a rempli chaque ligne&#xa0;; le total le plus haut gagne, en cas d’égalité le plus de matchs, puis la case la plus haute dans la ligne au plus grand facteur.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="176"/>
        <source>Each plays for himself and tries to make as few points as possible; trump is found during play. The card points of a round add up to 157.</source>
        <translation>Chacun joue pour soi et cherche à faire le moins de points possible&#xa0;; l’atout se décide pendant le jeu. Les points de cartes d’une donne font ensemble 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="178"/>
        <source>A player writes his card points, minus his Handweis, plus the Tischweis (a Weis lying in a trick he took).</source>
        <translation>Un joueur inscrit ses points de cartes, moins ses annonces de main, plus les annonces de table (une annonce posée dans un pli qu’il a fait).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="180"/>
        <source>Only the player with the best Weis writes Handweis.</source>
        <translation>Seul le joueur qui a la meilleure annonce inscrit des annonces de main.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="181"/>
        <source>Every player writes his Handweis.</source>
        <translation>Chaque joueur inscrit ses annonces de main.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="182"/>
        <source>Stöck are written as 20 minus points.</source>
        <translation>Le stöck s’inscrit comme 20 points en moins.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="183"/>
        <source>Stöck do not count.</source>
        <translation>Le stöck ne compte pas.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="184"/>
        <source>After {rounds} rounds the lowest total wins.</source>
        <translation>Après {rounds} donnes, le total le plus bas gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="186"/>
        <source>The last round counts double.</source>
        <translation>La dernière donne compte double.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="188"/>
        <source>Every tie is decided by drawing a card.</source>
        <translation>Chaque égalité se décide en tirant une carte.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="189"/>
        <source>A tie for the win is decided by drawing a card; other tied players share their rank.</source>
        <translation>Une égalité pour la victoire se décide en tirant une carte&#xa0;; les autres joueurs à égalité partagent leur rang.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="195"/>
        <source>Each plays for himself; each round the scorekeeper enters every player&apos;s card points (at most 157 together), or sets the round&apos;s Striche directly.</source>
        <translation>Chacun joue pour soi&#xa0;; à chaque donne, le secrétaire tape les points de cartes de chaque joueur (157 au plus ensemble), ou pose directement les traits de la donne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="198"/>
        <source>After each round the player with the fewest points gets a penalty Strich (all tied lowest get one).</source>
        <translation>Après chaque donne, le joueur qui a le moins de points reçoit un trait de pénalité (tous les derniers à égalité en reçoivent un).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="200"/>
        <source>After each round every player under {threshold} points gets a penalty Strich.</source>
        <translation>Après chaque donne, chaque joueur sous {threshold} points reçoit un trait de pénalité.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="202"/>
        <source>The first player with {voll} Striche is full and ends the match; the fewest Striche win.</source>
        <translation>Le premier joueur à {voll} traits est plein et termine la partie&#xa0;; le moins de traits gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="205"/>
        <source>After each round the best player gets a Strich as a win mark (all tied best get one).</source>
        <translation>Après chaque donne, le meilleur joueur reçoit un trait de victoire (tous les premiers à égalité en reçoivent un).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="207"/>
        <source>After each round the {count} best players get a Strich as a win mark (all tied at the edge get one).</source>
        <translation>Après chaque donne, les {count} meilleurs joueurs reçoivent un trait de victoire (tous ceux à égalité à la limite en reçoivent un).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="209"/>
        <source>The first player to {voll} Striche wins.</source>
        <translation>Le premier joueur à {voll} traits gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="214"/>
        <source>Players bid card points, each raise at least 5; from 150 only 150, 155, 157 and 257 (Match) follow.</source>
        <translation>Les joueurs offrent des points de cartes, chaque fois au moins 5 de plus&#xa0;; dès 150 ne suivent que 150, 155, 157 et 257 (match).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="217"/>
        <source>The lowest bid is {bid}.</source>
        <translation>L’offre la plus basse est {bid}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="218"/>
        <source>The highest bidder is the Fahnder: he names the trump (every contract ×1, no Weis, no Stöck) and calls a card; its holder is his partner.</source>
        <translation>Celui qui offre le plus est le Fahnder&#xa0;: il fait atout (chaque contrat ×1, sans annonces ni stöck) et appelle une carte&#xa0;; celui qui la tient est son partenaire.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="220"/>
        <source>The bid is made if Fahnder and partner reach it in card points (257 only with a Match).</source>
        <translation>L’offre est réussie si le Fahnder et son partenaire l’atteignent en points de cartes (257 seulement avec un match).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="222"/>
        <source>Made: the Fahnder gets 2 Striche, the partner 1. Failed: the Fahnder gets 2 Nuller, the partner 1, and each opponent 1 Strich.</source>
        <translation>Réussie&#xa0;: le Fahnder reçoit 2 traits, le partenaire 1. Chutée&#xa0;: le Fahnder reçoit 2 zéros, le partenaire 1, et chaque adversaire 1 trait.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="224"/>
        <source>A Match bid that is made gives Fahnder and partner one Strich more each; a misdeed costs the player at fault up to 2 Nuller.</source>
        <translation>Une offre de match réussie donne au Fahnder et au partenaire un trait de plus chacun&#xa0;; une faute coûte au fautif jusqu’à 2 zéros.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="226"/>
        <source>Who first has at least {target} Striche more than Nuller is Fahnder-König; several in the same round all win.</source>
        <translation>Le premier qui a au moins {target} traits de plus que de zéros est Fahnder-König&#xa0;; s’ils sont plusieurs dans la même donne, tous gagnent.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="232"/>
        <source>, 300 and more</source>
        <translation>, 300 et plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="233"/>
        <source>24 cards (no 6, 7, 8): the dealer sits out, the other three bid and play.</source>
        <translation>24 cartes (sans 6, 7, 8)&#xa0;: le donneur ne joue pas, les trois autres offrent et jouent.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="234"/>
        <source>Bids: 100 to 200, Misère ohne, Misère mit, 210 to 250, Pandur ohne, 260 to 290{high}, Pandur mit.</source>
        <translation>Offres&#xa0;: 100 à 200, misère sans, misère avec, 210 à 250, bandoure sans, 260 à 290{high}, bandoure avec.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="236"/>
        <source>Points written for a bid: 100–140: 2, 150–190: 3, 200–240: 4, 250–290: 5{high}, Misère 4, Pandur ohne 5, Pandur mit 6.</source>
        <translation>Points marqués&#xa0;: 100–140&#xa0;: 2, 150–190&#xa0;: 3, 200–240&#xa0;: 4, 250–290&#xa0;: 5{high}, misère 4, bandoure sans 5, bandoure avec 6.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="238"/>
        <source>, 300 and more: 6</source>
        <translation>, 300 et plus&#xa0;: 6</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="239"/>
        <source>A number is made with the declarer&apos;s card points plus his valid Weis; a Misère with no trick, a Pandur with every trick.</source>
        <translation>Une offre chiffrée est réussie avec les points de cartes du preneur plus ses annonces valables&#xa0;; une misère sans aucun pli, une bandoure avec tous les plis.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="241"/>
        <source>Made: the declarer writes these points; failed: each of the two opponents writes them.</source>
        <translation>Réussie&#xa0;: le preneur inscrit les points marqués&#xa0;; chutée&#xa0;: chacun des deux adversaires les inscrit.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="243"/>
        <source>The dealer inherits 2 each deal, but never above 14.</source>
        <translation>Le donneur hérite de 2 à chaque donne, mais jamais au-delà de 14.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="245"/>
        <source>A dealer who misdealt inherits nothing for the deal he gives again.</source>
        <translation>Un donneur qui a fait maldonne n’hérite de rien pour la donne qu’il redonne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="246"/>
        <source>Who reaches 15 is out and leaves the table; the others play on, the last one left loses.</source>
        <translation>Qui atteint 15 a fini et quitte la table&#xa0;; les autres continuent, le dernier qui reste perd.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="248"/>
        <source>Players who reach 15 in the same deal share the rank.</source>
        <translation>Les joueurs qui atteignent 15 dans la même donne partagent le rang.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="250"/>
        <source>Of players who reach 15 in the same deal, the higher total ranks first.</source>
        <translation>Parmi les joueurs qui atteignent 15 dans la même donne, le total le plus haut passe devant.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="256"/>
        <source>Each plays for himself; before each game every player predicts his card points.</source>
        <translation>Chacun joue pour soi&#xa0;; avant chaque donne, chaque joueur estime ses points de cartes.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="258"/>
        <source>After the game his penalty is the difference between his prediction and his card points; a game&apos;s card points add up to 157.</source>
        <translation>Après la donne, sa pénalité est l’écart entre son estimation et ses points de cartes&#xa0;; les points de cartes d’une donne font ensemble 157.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="260"/>
        <source>A missing prediction costs {penalty} penalty points.</source>
        <translation>Une estimation manquante coûte {penalty} points de pénalité.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="262"/>
        <source>After {games} games the lowest total penalty wins.</source>
        <translation>Après {games} donnes, la plus petite pénalité totale gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="269"/>
        <source>Each plays for himself; every game is played Obenabe without trump, with no Weis and no Stöck, and the last trick gives no 5.</source>
        <translation>Chacun joue pour soi&#xa0;; chaque jeu se joue Obenabe sans atout, sans annonces ni stöck, et le dernier pli ne donne pas 5.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="271"/>
        <source>A Guggitaler is five games, in this order, with these penalty points: {tricks} {p1} per trick, {schellen} {p2} per card, {ober} {p3} per card, {king} {p4}, {last} {p5}.</source>
        <translation>Un Guggitaler, ce sont cinq jeux, dans cet ordre, avec ces points de pénalité&#xa0;: {tricks} {p1} par pli, {schellen} {p2} par carte, {ober} {p3} par carte, {king} {p4}, {last} {p5}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="278"/>
        <source>The Domino is the sixth game: the order in which the players get rid of their cards gives {four} points with four players, {three} with three.</source>
        <translation>Le domino est le sixième jeu&#xa0;: l’ordre dans lequel les joueurs se défont de leurs cartes donne {four} points à quatre joueurs, {three} à trois.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="282"/>
        <source>A player&apos;s total is his Domino points minus his penalty points; the highest total wins.</source>
        <translation>Le total d’un joueur est ses points de domino moins ses points de pénalité&#xa0;; le total le plus haut gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="285"/>
        <source>No Domino is played: the fewest penalty points win.</source>
        <translation>On ne joue pas de domino&#xa0;: le moins de points de pénalité gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="286"/>
        <source>The match is {count} Guggitaler; a tie is shared.</source>
        <translation>La partie compte {count} Guggitaler&#xa0;; une égalité est partagée.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="298"/>
        <source>A free board: each side writes its points per round, as the table agreed.</source>
        <translation>Une ardoise libre&#xa0;: chaque camp inscrit ses points à chaque donne, comme la table l’a convenu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="299"/>
        <source>The higher total wins.</source>
        <translation>Le total le plus haut gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="299"/>
        <source>The lower total wins.</source>
        <translation>Le total le plus bas gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="301"/>
        <source>The match ends when a side reaches {target}.</source>
        <translation>La partie se termine quand un camp atteint {target}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="304"/>
        <source>At the target the best side must lead by at least {margin}.</source>
        <translation>Au but, le meilleur camp doit mener d’au moins {margin}.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="307"/>
        <source>The match ends after {rounds} rounds.</source>
        <translation>La partie se termine après {rounds} donnes.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="309"/>
        <source>There is no target and no number of rounds: the scorekeeper closes the board by hand.</source>
        <translation>Il n’y a ni but ni nombre de donnes&#xa0;: le secrétaire clôt l’ardoise à la main.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/rulehelp.py" line="330"/>
        <location filename="../../jasstafel/ui/rulehelp.py" line="336"/>
        <source>Rules of this match</source>
        <translation>Règles de cette partie</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="27"/>
        <source>Acorns</source>
        <translation>Glands</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="28"/>
        <source>Roses</source>
        <translation>Roses</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="29"/>
        <source>Shields</source>
        <translation>Écus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="30"/>
        <source>Bells</source>
        <translation>Grelots</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="31"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="32"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="33"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="34"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="51"/>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="95"/>
        <source>Weis of {amount} is impossible: Weis is a sum of 20, 50, 100, 150, 200, 250 and 300 (at most {most} in a round)</source>
        <translation>Des annonces de {amount} sont impossibles&#xa0;: les annonces sont une somme de 20, 50, 100, 150, 200, 250 et 300 (au plus {most} par donne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="109"/>
        <source>Card points must be between 0 and {total}, not {points}</source>
        <translation>Les points de cartes doivent être entre 0 et {total}, pas {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="60"/>
        <source>a trump suit: (card points + Stöck) × factor</source>
        <translation>une couleur d’atout&#xa0;: (points de cartes + stöck) × facteur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="61"/>
        <source>no trump (Obenabe, Undenufe, Slalom …): card points × factor, no Stöck</source>
        <translation>sans atout (Obenabe, Undenufe, Zig-zag …)&#xa0;: points de cartes × facteur, sans stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="63"/>
        <source>Misère: (157 − own card points) × factor; no trick at all is a Match</source>
        <translation>Misère&#xa0;: (157 − propres points de cartes) × facteur&#xa0;; aucun pli du tout est un match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="65"/>
        <source>the announcer names the contract: (card points + Stöck where there is a trump) × factor</source>
        <translation>celui qui fait atout choisit le jeu&#xa0;: (points de cartes + stöck s’il y a un atout) × facteur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="92"/>
        <source>no trump, the 6 highest</source>
        <translation>sans atout, le 6 est la plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="94"/>
        <source>one trick Obenabe, one Undenufe, and so on (or the other way)</source>
        <translation>un pli Obenabe, un Undenufe, et ainsi de suite (ou l’inverse)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="96"/>
        <source>as few card points as possible: (157 − own points) × factor</source>
        <translation>le moins de points de cartes possible&#xa0;: (157 − propres points) × facteur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="98"/>
        <source>five tricks one way (Obenabe or Undenufe), four the other</source>
        <translation>cinq plis dans un sens (Obenabe ou Undenufe), quatre dans l’autre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="99"/>
        <location filename="../../jasstafel/core/coiffeur.py" line="100"/>
        <source>free choice of the contract</source>
        <translation>libre choix du jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="102"/>
        <source>trump named by whoever leads tricks 1, 4 and 7</source>
        <translation>l’atout est fait par qui entame les plis 1, 4 et 7</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="103"/>
        <source>any suit as trump</source>
        <translation>n’importe quelle couleur comme atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="105"/>
        <source>the contract is named before looking at the cards</source>
        <translation>le jeu est annoncé avant de regarder les cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="107"/>
        <source>a house contract, written like any row (free choice of the contract)</source>
        <translation>un jeu de la maison, inscrit comme toute ligne (libre choix du jeu)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="91"/>
        <source>no trump, the Ace highest</source>
        <translation>sans atout, l’as est la plus haute</translation>
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
        <translation>Souhait</translation>
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
        <translation>Atout libre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="132"/>
        <source>Blind</source>
        <translation>À l’aveugle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="132"/>
        <source>Tutti</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="196"/>
        <source>this suit is trump</source>
        <translation>cette couleur est atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="206"/>
        <source>A Coiffeur has {low} to {high} rows, not {n}</source>
        <translation>Un coiffeur a de {low} à {high} lignes, pas {n}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="254"/>
        <location filename="../../jasstafel/core/molotow.py" line="113"/>
        <source>Jassverein (rule book)</source>
        <translation>Règlement de club</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="255"/>
        <source>Swisslos 8 (German cards)</source>
        <translation>Swisslos 8 (cartes allemandes)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="256"/>
        <source>Swisslos 8 (French cards)</source>
        <translation>Swisslos 8 (cartes françaises)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="257"/>
        <source>Swisslos 10 (German cards)</source>
        <translation>Swisslos 10 (cartes allemandes)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="258"/>
        <source>Swisslos 10 (French cards)</source>
        <translation>Swisslos 10 (cartes françaises)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="315"/>
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="327"/>
        <source>Coiffeur is played by 2 or 3 teams of two, or by 3 single players</source>
        <translation>Le coiffeur se joue à 2 ou 3 équipes de deux, ou à 3 joueurs seuls</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="355"/>
        <source>Every cell is filled: a round inserted would find no open row (correct a round instead)</source>
        <translation>Toutes les cases sont remplies&#xa0;: une donne insérée ne trouverait aucune ligne ouverte (corrigez plutôt une donne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="369"/>
        <source>{row} ×{factor}</source>
        <translation>{row} ×{factor}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="381"/>
        <source>{row} ×{factor} was played, and a played row cannot be removed</source>
        <translation>la ligne {row} ×{factor} a été jouée, et une ligne jouée ne peut pas être retirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="403"/>
        <source>There is no Kontermatsch in Misère: taking no trick is its Match</source>
        <translation>Il n’y a pas de contre-match en misère&#xa0;: ne faire aucun pli est son match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="407"/>
        <source>A Match in Misère means no trick at all: 0 card points</source>
        <translation>Un match en misère veut dire aucun pli&#xa0;: 0 point de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="412"/>
        <source>Kontermatsch: the announcing team took no trick, it writes 0</source>
        <translation>Contre-match&#xa0;: l’équipe qui a fait atout n’a fait aucun pli, elle inscrit 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="416"/>
        <source>No Stöck with a Kontermatsch: the announcing team took no trick, it writes 0</source>
        <translation>Pas de stöck avec un contre-match&#xa0;: l’équipe qui a fait atout n’a fait aucun pli, elle inscrit 0</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="421"/>
        <source>A Match needs all 157 card points</source>
        <translation>Un match demande les 157 points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="431"/>
        <source>No Stöck: the table setting “Stöck count” is off</source>
        <translation>Pas de stöck&#xa0;: la règle de la table «&#xa0;Le stöck compte&#xa0;» est désactivée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="436"/>
        <source>No Stöck in the row {row}: it has no trump</source>
        <translation>Pas de stöck dans la ligne {row}&#xa0;: elle n’a pas d’atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="459"/>
        <source>There is no team {team}</source>
        <translation>Il n’y a pas d’équipe {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="462"/>
        <source>There is no row {row}</source>
        <translation>Il n’y a pas de ligne {row}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="468"/>
        <source>{team} played {row} already: each row once per team</source>
        <translation>{row} déjà joué par {team}&#xa0;: chaque ligne une fois par équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="572"/>
        <location filename="../../jasstafel/live/evening.py" line="1661"/>
        <source>Won by {team}</source>
        <translation>Victoire de {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="582"/>
        <source>{player} announces; {leader} can no longer be caught</source>
        <translation>{player} fait atout&#xa0;; hors d’atteinte&#xa0;: {leader}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="585"/>
        <source>{player} ({team}) announces; {leader} can no longer be caught</source>
        <translation>{player} ({team}) fait atout&#xa0;; hors d’atteinte&#xa0;: {leader}</translation>
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
        <translation>Contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="482"/>
        <source>{team}: {row} ×{factor}, {what}, Stöck → {value}</source>
        <translation>{team}&#xa0;: {row} ×{factor}, {what}, stöck → {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="486"/>
        <source>{team}: {row} ×{factor}, {what} → {value}</source>
        <translation>{team}&#xa0;: {row} ×{factor}, {what} → {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="571"/>
        <location filename="../../jasstafel/live/evening.py" line="1660"/>
        <source>{teams} win (tie)</source>
        <translation>{teams} gagnent (à égalité)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="578"/>
        <source>{player} announces</source>
        <translation>{player} fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="579"/>
        <source>{player} ({team}) announces</source>
        <translation>{player} ({team}) fait atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="51"/>
        <source>Standard (12 games, missing prediction 20)</source>
        <translation>Standard (12 donnes, estimation manquante 20)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="83"/>
        <source>Differenzler</source>
        <translation>Différence</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="108"/>
        <source>Predictions</source>
        <translation>Estimations</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="109"/>
        <location filename="../../jasstafel/core/matchfile.py" line="247"/>
        <location filename="../../jasstafel/core/molotow.py" line="289"/>
        <source>Card points</source>
        <translation>Points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="113"/>
        <location filename="../../jasstafel/core/molotow.py" line="266"/>
        <location filename="../../jasstafel/core/molotow.py" line="288"/>
        <source>{what} must be given for each of the {n} players, not {count}</source>
        <translation>{what}&#xa0;: il en faut pour chacun des {n} joueurs, pas pour {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="120"/>
        <source>{player} predicted {prediction}: a prediction is between 0 and 157 card points</source>
        <translation>{player} a estimé {prediction}&#xa0;: une estimation est entre 0 et 157 points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="129"/>
        <source>The card points of all players must add up to 157, not {total}</source>
        <translation>Les points de cartes de tous les joueurs doivent faire ensemble 157, pas {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="163"/>
        <source>no prediction: {players}</source>
        <translation>sans estimation&#xa0;: {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="166"/>
        <source>exact: {players}</source>
        <translation>exact&#xa0;: {players}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/differenzler.py" line="207"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="451"/>
        <source>{players} win (tie) with %n penalty points</source>
        <translation>
            <numerusform>{players} gagnent (à égalité) avec %n point de pénalité</numerusform>
            <numerusform>{players} gagnent (à égalité) avec %n points de pénalité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/differenzler.py" line="210"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="454"/>
        <source>{players} wins with %n penalty points</source>
        <translation>
            <numerusform>{players} gagne avec %n point de pénalité</numerusform>
            <numerusform>{players} gagne avec %n points de pénalité</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/differenzler.py" line="213"/>
        <source>Game {game} of {games}: {dealer} deals; every player predicts his card points</source>
        <translation>Donne {game} sur {games}&#xa0;: {dealer} donne&#xa0;; chaque joueur estime ses points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="56"/>
        <source>This change makes entry {conflict} impossible: {reason}</source>
        <translation>Ce changement rend l’inscription {conflict} impossible&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="79"/>
        <source>These table rules make entry {conflict} impossible: {reason}</source>
        <translation>Ces règles de la table rendent l’inscription {conflict} impossible&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="83"/>
        <source>These table rules make entries {entries} impossible: {reason}</source>
        <translation>Ces règles de la table rendent les inscriptions {entries} impossibles&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="87"/>
        <source>These table rules make entries {entries} impossible: {reasons}</source>
        <translation>Ces règles de la table rendent les inscriptions {entries} impossibles&#xa0;: {reasons}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/errors.py" line="109"/>
        <location filename="../../jasstafel/core/match.py" line="108"/>
        <source>entry {number}: {reason}</source>
        <translation>inscription {number}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="110"/>
        <source>entries {entries}: {reason}</source>
        <translation>inscriptions {entries}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="113"/>
        <source>{first}; {then}</source>
        <translation>{first}&#xa0;; {then}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="149"/>
        <source>not following suit</source>
        <translation>n’a pas fourni la couleur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="150"/>
        <source>playing out of turn</source>
        <translation>a joué hors de son tour</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="151"/>
        <source>looking into cards</source>
        <translation>a regardé dans les cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="152"/>
        <source>misdeed</source>
        <translation>faute</translation>
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
        <translation>{role}&#xa0;: doit être un des quatre joueurs, pas la place {seat}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="201"/>
        <source>There is no bid of {bid}: from 150 on only 150, 155, 157 and 257 (Match) can be bid</source>
        <translation>Il n’y a pas d’offre de {bid}&#xa0;: dès 150, on ne peut offrir que 150, 155, 157 et 257 (match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="209"/>
        <source>The bid {bid} is below the minimum bid of {low} (table setting)</source>
        <translation>L’offre {bid} est au-dessous de l’offre minimale de {low} (règle de la table)</translation>
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
        <translation>Le partenaire est toujours un autre joueur que le Fahnder&#xa0;: {player} ne peut pas être les deux, même en jouant le match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="95"/>
        <source>Fahnder (Peter Hammer)</source>
        <translation>Fahnder (Peter Hammer)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="100"/>
        <source>The rules of Peter Hammer, the Zurich mathematician who invented the Fahnder in 1988</source>
        <translation>Les règles de Peter Hammer, le mathématicien zurichois qui a inventé le Fahnder en 1988</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="215"/>
        <source>partner</source>
        <translation>le partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="223"/>
        <source>A Match means all nine tricks: Fahnder and partner have all 157 card points, not {points}</source>
        <translation>Un match veut dire les neuf plis&#xa0;: le Fahnder et son partenaire ont les 157 points de cartes, pas {points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="245"/>
        <location filename="../../jasstafel/core/fahnder.py" line="307"/>
        <location filename="../../jasstafel/core/pandur.py" line="440"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="252"/>
        <location filename="../../jasstafel/core/fahnder.py" line="307"/>
        <location filename="../../jasstafel/core/pandur.py" line="440"/>
        <source>failed</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="264"/>
        <source>Fahnder-König {players}</source>
        <translation>Fahnder-König {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="272"/>
        <source>player at fault</source>
        <translation>le joueur fautif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="276"/>
        <source>A misdeed costs 1 or at most {most} Nuller, not {nuller}</source>
        <translation>Une faute coûte 1 ou au plus {most} zéros, pas {nuller}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="284"/>
        <source>{player}: {misdeed}, {nuller}</source>
        <translation>{player}&#xa0;: {misdeed}, {nuller}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/fahnder.py" line="286"/>
        <location filename="../../jasstafel/printing/marks.py" line="223"/>
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="78"/>
        <source>%n Nuller</source>
        <translation>
            <numerusform>%n zéro</numerusform>
            <numerusform>%n zéros</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="287"/>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="300"/>
        <location filename="../../jasstafel/live/forms.py" line="432"/>
        <source>{bid} (Match)</source>
        <translation>{bid} (match)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="303"/>
        <source>{fahnder} bids {bid} in {contract}, partner {partner}: {points} → {outcome}</source>
        <translation>{fahnder} offre {bid} à {contract}, partenaire {partner}&#xa0;: {points} → {outcome}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/fahnder.py" line="355"/>
        <source>{players} are Fahnder-Könige: the match is over</source>
        <translation>
            <numerusform>{players} est Fahnder-König&#xa0;: la partie est terminée</numerusform>
            <numerusform>{players} sont Fahnder-Könige&#xa0;: la partie est terminée</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="363"/>
        <source>Round {round}: bidding for the Fahnder</source>
        <translation>Donne {round}&#xa0;: enchères pour le Fahnder</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="364"/>
        <source>Round {round}: bidding for the Fahnder; {players} leads with net {net} of {target}</source>
        <translation>Donne {round}&#xa0;: enchères pour le Fahnder&#xa0;; {players} mène avec {net} net sur {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/fahnder.py" line="366"/>
        <source>Round {round}: bidding for the Fahnder; {players} lead with net {net} of {target}</source>
        <translation>Donne {round}&#xa0;: enchères pour le Fahnder&#xa0;; {players} mènent avec {net} net sur {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="92"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="100"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="48"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="94"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="96"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="104"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="97"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="105"/>
        <source>Domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="95"/>
        <source>King of Roses</source>
        <translation>Roi de roses</translation>
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
        <translation>Roi de trèfle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="135"/>
        <source>Guggitaler with Domino</source>
        <translation>Guggitaler avec domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="136"/>
        <source>Guggitaler without Domino</source>
        <translation>Guggitaler sans domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="137"/>
        <source>Children (1, 2, 4, 8, 9; without Domino)</source>
        <translation>Enfants (1, 2, 4, 8, 9&#xa0;; sans domino)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="184"/>
        <source>Guggitaler</source>
        <translation>Guggitaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="262"/>
        <source>Each game of a Guggitaler has its place: nothing can be inserted before a game (correct the game instead)</source>
        <translation>Au Guggitaler, chaque jeu a sa place&#xa0;: rien ne peut être inséré avant un jeu (corrigez plutôt le jeu)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="279"/>
        <source>No Domino is played with these table settings</source>
        <translation>Avec ces règles de la table, on ne joue pas de domino</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="284"/>
        <source>The games are played in their order: next is {game} (Guggitaler {number}), not {entered}</source>
        <translation>Les jeux se jouent dans l’ordre&#xa0;: le prochain est {game} (Guggitaler {number}), pas {entered}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="294"/>
        <source>There is no player {seat}: Guggitaler is played by {n} here</source>
        <translation>Il n’y a pas de joueur {seat}&#xa0;: ici le Guggitaler se joue à {n}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="303"/>
        <source>{game}: a count for each of the {n} players, not {given}</source>
        <translation>{game}&#xa0;: un nombre pour chacun des {n} joueurs, pas {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="309"/>
        <source>{game}: a player takes 0 or more, not {count}</source>
        <translation>{game}&#xa0;: un joueur prend 0 ou plus, pas {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="316"/>
        <source>{game}: the counts of all players must add up to {total}, not {sum}</source>
        <translation>{game}&#xa0;: les nombres de tous les joueurs doivent faire ensemble {total}, pas {sum}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="325"/>
        <source>The Domino order names every one of the {n} players once, first out first</source>
        <translation>L’ordre du domino nomme chacun des {n} joueurs une fois, le premier sorti d’abord</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="338"/>
        <source>{game}: {counts}</source>
        <translation>{game}&#xa0;: {counts}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="344"/>
        <source>{game}: {player}</source>
        <translation>{game}&#xa0;: {player}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="352"/>
        <source>{game}: {order}</source>
        <translation>{game}&#xa0;: {order}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="365"/>
        <source>last game of the match</source>
        <translation>dernier jeu de la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="367"/>
        <source>Guggitaler {number} done</source>
        <translation>Guggitaler {number} fini</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/guggitaler.py" line="460"/>
        <source>{players} win (tie) with %n points</source>
        <translation>
            <numerusform>{players} gagnent (à égalité) avec %n point</numerusform>
            <numerusform>{players} gagnent (à égalité) avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/guggitaler.py" line="462"/>
        <source>{players} wins with %n points</source>
        <translation>
            <numerusform>{players} gagne avec %n point</numerusform>
            <numerusform>{players} gagne avec %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/guggitaler.py" line="466"/>
        <source>Guggitaler {number} of {count}: {game}, {dealer} deals</source>
        <translation>Guggitaler {number} sur {count}&#xa0;: {game}, {dealer} donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="79"/>
        <source>Gewinnstriche (the best get a Strich)</source>
        <translation>Traits de victoire (les meilleurs reçoivent un trait)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="123"/>
        <source>Handjass</source>
        <translation>Handjass</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="141"/>
        <source>With {n} players at most {most} can get a Gewinnstrich per round, not {rewarded}</source>
        <translation>À {n} joueurs, au plus {most} peuvent recevoir un trait de victoire par donne, pas {rewarded}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="158"/>
        <source>Enter the {what} of every player: {n} values, not {given}</source>
        <translation>Entrez {what} de chaque joueur&#xa0;: {n} valeurs, pas {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="163"/>
        <source>card points</source>
        <translation>les points de cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="177"/>
        <source>With four players the whole deck is dealt: the card points add up to 157, not {total}</source>
        <translation>À quatre joueurs, toutes les cartes sont données&#xa0;: les points de cartes font ensemble 157, pas {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="194"/>
        <location filename="../../jasstafel/core/matchfile.py" line="253"/>
        <source>Striche</source>
        <translation>les traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="221"/>
        <source>{points} → Strich for {players}</source>
        <translation>{points} → trait pour {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="223"/>
        <source>{points} → no Strich</source>
        <translation>{points} → aucun trait</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/handjass.py" line="235"/>
        <source>{player} %n Striche</source>
        <translation>
            <numerusform>{player} %n trait</numerusform>
            <numerusform>{player} %n traits</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="237"/>
        <source>Striche set directly: {given}</source>
        <translation>Traits posés directement&#xa0;: {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="239"/>
        <source>Striche set directly: none</source>
        <translation>Traits posés directement&#xa0;: aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="344"/>
        <source>Round {round}: nobody is full yet; closest: {players} ({most} of {voll})</source>
        <translation>Donne {round}&#xa0;: personne n’est encore plein&#xa0;; le plus près&#xa0;: {players} ({most} sur {voll})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="211"/>
        <source>Striche set: {given}</source>
        <translation>Traits posés&#xa0;: {given}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="170"/>
        <source>A round has 157 card points: {total} is too many; the Handjass writes card points only, Weis are not counted</source>
        <translation>Une donne a 157 points de cartes&#xa0;: {total}, c’est trop&#xa0;; le Handjass n’inscrit que les points de cartes, les annonces ne comptent pas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="212"/>
        <source>Striche set: none</source>
        <translation>Traits posés&#xa0;: aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="244"/>
        <source>{player} wins</source>
        <translation>{player} gagne</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/handjass.py" line="314"/>
        <source>with %n Striche</source>
        <translation>
            <numerusform>avec %n trait</numerusform>
            <numerusform>avec %n traits</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="319"/>
        <source>{players} win {striche}: the match is over</source>
        <translation>{players} gagnent {striche}&#xa0;: la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="320"/>
        <source>{players} wins {striche}: the match is over</source>
        <translation>{players} gagne {striche}&#xa0;: la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="324"/>
        <source>{full} is full: {players} wins {striche}; the match is over</source>
        <translation>Plein&#xa0;: {full}&#xa0;; {players} gagne {striche}&#xa0;; la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="326"/>
        <source>{full} is full: {players} win {striche}; the match is over</source>
        <translation>Plein&#xa0;: {full}&#xa0;; {players} gagnent {striche}&#xa0;; la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="328"/>
        <source>{full} are full: {players} wins {striche}; the match is over</source>
        <translation>Plein&#xa0;: {full}&#xa0;; {players} gagne {striche}&#xa0;; la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="330"/>
        <source>{full} are full: {players} win {striche}; the match is over</source>
        <translation>Plein&#xa0;: {full}&#xa0;; {players} gagnent {striche}&#xa0;; la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="339"/>
        <source>Round {round}: nobody has a Strich yet</source>
        <translation>Donne {round}&#xa0;: personne n’a encore de trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="340"/>
        <source>Round {round}: the first to {voll} Striche wins</source>
        <translation>Donne {round}&#xa0;: le premier à {voll} traits gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="347"/>
        <source>Round {round}: the first to {voll} Striche wins; leading: {players} ({most})</source>
        <translation>Donne {round}&#xa0;: le premier à {voll} traits gagne&#xa0;; en tête&#xa0;: {players} ({most})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="86"/>
        <source>{path} is a folder, not a match file</source>
        <translation>{path} est un dossier, pas un fichier de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="87"/>
        <source>{path} is a named pipe (FIFO), not a match file</source>
        <translation>{path} est un tube nommé (FIFO), pas un fichier de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="88"/>
        <location filename="../../jasstafel/core/matchfile.py" line="89"/>
        <source>{path} is a device, not a match file</source>
        <translation>{path} est un périphérique, pas un fichier de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="90"/>
        <source>{path} is a socket, not a match file</source>
        <translation>{path} est un socket, pas un fichier de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="111"/>
        <source>not a Jasstafel match file: the top level is not a JSON object</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: le premier niveau n’est pas un objet JSON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="123"/>
        <source>invalid match file: the field version (the format version) is missing</source>
        <translation>fichier de partie invalide&#xa0;: le champ version (la version du format) manque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="127"/>
        <source>invalid format version {version}</source>
        <translation>version de format invalide {version}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="130"/>
        <source>written by a newer Jasstafel (format version {version}; this one reads up to {known})</source>
        <translation>écrit par un Jasstafel plus récent (version de format {version}&#xa0;; celui-ci lit jusqu’à {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="135"/>
        <source>invalid match file: the field variant is missing (known: {known})</source>
        <translation>fichier de partie invalide&#xa0;: le champ variant manque (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="140"/>
        <location filename="../../jasstafel/core/registry.py" line="56"/>
        <source>unknown variant {name} (known: {known})</source>
        <translation>jeu inconnu {name} (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="158"/>
        <location filename="../../jasstafel/core/matchfile.py" line="905"/>
        <source>the match has {count} entries; a match file holds at most {limit}</source>
        <translation>la partie a {count} inscriptions&#xa0;; un fichier de partie en contient au plus {limit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="165"/>
        <location filename="../../jasstafel/core/matchfile.py" line="484"/>
        <location filename="../../jasstafel/core/matchfile.py" line="494"/>
        <source>invalid match file: {where}: {problem}</source>
        <translation>fichier de partie invalide&#xa0;: {where}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="166"/>
        <location filename="../../jasstafel/core/matchfile.py" line="487"/>
        <source>invalid match file: {where}: {problem} ({path} in the file)</source>
        <translation>fichier de partie invalide&#xa0;: {where}&#xa0;: {problem} ({path} dans le fichier)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="203"/>
        <source>File format</source>
        <translation>Format du fichier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="204"/>
        <source>Format version</source>
        <translation>Version du format</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="205"/>
        <source>Variant</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="206"/>
        <source>Match details</source>
        <translation>Détails de la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="207"/>
        <location filename="../../jasstafel/core/matchfile.py" line="221"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="208"/>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="209"/>
        <source>First seat</source>
        <translation>Première place</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="210"/>
        <source>Table settings</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="211"/>
        <source>Entries</source>
        <translation>Inscriptions</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="214"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="215"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="216"/>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="217"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="220"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="225"/>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="226"/>
        <source>Written at</source>
        <translation>Inscrit à</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="227"/>
        <source>Announced by</source>
        <translation>Atout fait par</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="228"/>
        <location filename="../../jasstafel/core/matchfile.py" line="262"/>
        <source>Bid</source>
        <translation>Offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="229"/>
        <source>At fault</source>
        <translation>Fautif</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="230"/>
        <source>Cards drawn</source>
        <translation>Cartes tirées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="231"/>
        <source>Contract</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="232"/>
        <source>Taken</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="233"/>
        <source>Declarer</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="235"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="236"/>
        <source>Passed</source>
        <translation>Chibré</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="239"/>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="241"/>
        <source>Misdeed</source>
        <translation>Faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="242"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="243"/>
        <source>Nuller</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="244"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="245"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="246"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="248"/>
        <source>Prediction</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="249"/>
        <source>Led too early</source>
        <translation>Joué trop tôt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="250"/>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="251"/>
        <source>Stack</source>
        <translation>Tas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="252"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="254"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="256"/>
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="257"/>
        <source>Weis beaten</source>
        <translation>Annonces battues</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="263"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="294"/>
        <source>Entry {number}</source>
        <translation>Inscription {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="300"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="302"/>
        <source>Team {number}</source>
        <translation>Équipe {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="313"/>
        <source>Row {number}</source>
        <translation>Ligne {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="329"/>
        <source>No. {number}</source>
        <translation>N° {number}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="397"/>
        <location filename="../../jasstafel/core/matchfile.py" line="671"/>
        <source>not a Jasstafel match file: nested deeper than {limit} levels</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: imbriqué sur plus de {limit} niveaux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="429"/>
        <source>text that is not valid Unicode (a lone surrogate {char} at character {position})</source>
        <translation>texte qui n’est pas de l’Unicode valable (un demi-code isolé {char} au caractère {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="435"/>
        <source>a control character ({char}) at character {position}: names and texts are one line of plain text</source>
        <translation>un caractère de contrôle ({char}) au caractère {position}&#xa0;: les noms et les textes sont une ligne de texte simple</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="441"/>
        <source>an invisible character ({char}) at character {position}: a name holds only what can be seen</source>
        <translation>un caractère invisible ({char}) au caractère {position}&#xa0;: un nom ne contient que ce qui se voit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="443"/>
        <source>an invisible character ({char}) at character {position}: it would hide text</source>
        <translation>un caractère invisible ({char}) au caractère {position}&#xa0;: il cacherait du texte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="449"/>
        <source>{length} characters; {what} has at most {limit}</source>
        <translation>{length} caractères&#xa0;; {what} en a au plus {limit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="452"/>
        <source>a name</source>
        <translation>un nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="453"/>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="482"/>
        <location filename="../../jasstafel/core/matchfile.py" line="492"/>
        <source>invalid match file: {where}: {problem} (and {more} more)</source>
        <translation>fichier de partie invalide&#xa0;: {where}&#xa0;: {problem} (et {more} de plus)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="485"/>
        <source>invalid match file: {where}: {problem} (and {more} more; {path} in the file)</source>
        <translation>fichier de partie invalide&#xa0;: {where}&#xa0;: {problem} (et {more} de plus&#xa0;; {path} dans le fichier)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="521"/>
        <location filename="../../jasstafel/core/matchfile.py" line="522"/>
        <source>the field is missing</source>
        <translation>le champ manque</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="523"/>
        <source>there is no such field in a match file</source>
        <translation>ce champ n’existe pas dans un fichier de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="524"/>
        <location filename="../../jasstafel/core/matchfile.py" line="525"/>
        <location filename="../../jasstafel/core/matchfile.py" line="526"/>
        <source>expected a whole number</source>
        <translation>un nombre entier attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="527"/>
        <source>expected a whole number, not one with decimals</source>
        <translation>un nombre entier attendu, pas un nombre à virgule</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="529"/>
        <location filename="../../jasstafel/core/matchfile.py" line="530"/>
        <source>expected a number</source>
        <translation>un nombre attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="531"/>
        <source>expected a text</source>
        <translation>un texte attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="532"/>
        <location filename="../../jasstafel/core/matchfile.py" line="533"/>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="534"/>
        <location filename="../../jasstafel/core/matchfile.py" line="535"/>
        <source>expected a list ([…])</source>
        <translation>une liste ([…]) attendue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="536"/>
        <location filename="../../jasstafel/core/matchfile.py" line="537"/>
        <location filename="../../jasstafel/core/matchfile.py" line="538"/>
        <source>expected a JSON object</source>
        <translation>un objet JSON attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="539"/>
        <location filename="../../jasstafel/core/matchfile.py" line="540"/>
        <location filename="../../jasstafel/core/matchfile.py" line="541"/>
        <source>expected a date and time (ISO 8601)</source>
        <translation>une date et une heure (ISO 8601) attendues</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="543"/>
        <source>expected the time zone (e.g. +01:00)</source>
        <translation>le fuseau horaire attendu (p. ex. +01:00)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="544"/>
        <source>expected at most {le}</source>
        <translation>au plus {le} attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="545"/>
        <source>expected at least {ge}</source>
        <translation>au moins {ge} attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="546"/>
        <source>expected less than {lt}</source>
        <translation>moins de {lt} attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="547"/>
        <source>expected more than {gt}</source>
        <translation>plus de {gt} attendu</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="548"/>
        <location filename="../../jasstafel/core/matchfile.py" line="549"/>
        <source>expected one of {expected}</source>
        <translation>une valeur parmi {expected} attendue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="550"/>
        <source>unknown type {tag} (known: {expected_tags})</source>
        <translation>type {tag} inconnu (connus&#xa0;: {expected_tags})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="603"/>
        <source>a value this field does not take</source>
        <translation>une valeur que ce champ n’accepte pas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="609"/>
        <source>expected at least %n items</source>
        <translation>
            <numerusform>au moins %n élément attendu</numerusform>
            <numerusform>au moins %n éléments attendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="612"/>
        <source>expected at most %n items</source>
        <translation>
            <numerusform>au plus %n élément attendu</numerusform>
            <numerusform>au plus %n éléments attendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="615"/>
        <source>expected at least %n characters</source>
        <translation>
            <numerusform>au moins %n caractère attendu</numerusform>
            <numerusform>au moins %n caractères attendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="618"/>
        <source>expected at most %n characters</source>
        <translation>
            <numerusform>au plus %n caractère attendu</numerusform>
            <numerusform>au plus %n caractères attendus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="656"/>
        <source>invalid match file: the key {key} is given twice</source>
        <translation>fichier de partie invalide&#xa0;: la clé {key} figure deux fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="660"/>
        <source>invalid match file: {where}: the key {key} is given twice</source>
        <translation>fichier de partie invalide&#xa0;: {where}&#xa0;: la clé {key} figure deux fois</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="662"/>
        <source>invalid match file: {where}: the key {key} is given twice ({path} in the file)</source>
        <translation>fichier de partie invalide&#xa0;: {where}&#xa0;: la clé {key} figure deux fois ({path} dans le fichier)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="666"/>
        <source>not a Jasstafel match file: the number {number} is too long or not finite (at most {limit} digits)</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: le nombre {number} est trop long ou pas fini (au plus {limit} chiffres)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="682"/>
        <source>not a Jasstafel match file: the file is empty</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: le fichier est vide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="686"/>
        <source>{what}, not a match file</source>
        <translation>{what}, pas un fichier de partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="688"/>
        <source>not a Jasstafel match file: not JSON (line {line}, column {column})</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: pas du JSON (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="694"/>
        <source>not a Jasstafel match file: not JSON (unreadable {encoding} text at byte {position})</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: pas du JSON (texte {encoding} illisible à l’octet {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="699"/>
        <source>not a Jasstafel match file: not JSON (unreadable text at byte {position})</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: pas du JSON (texte illisible à l’octet {position})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="702"/>
        <source>not a Jasstafel match file: not JSON ({reason})</source>
        <translation>pas un fichier de partie Jasstafel&#xa0;: pas du JSON ({reason})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="711"/>
        <source>a PNG picture</source>
        <translation>une image PNG</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="713"/>
        <source>a JPEG picture</source>
        <translation>une image JPEG</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="715"/>
        <source>a GIF picture</source>
        <translation>une image GIF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="717"/>
        <source>a PDF document</source>
        <translation>un document PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="719"/>
        <source>a ZIP archive</source>
        <translation>une archive ZIP</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="721"/>
        <source>a SQLite database (a club file?)</source>
        <translation>une base de données SQLite (un fichier de club&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="752"/>
        <source>this match file cannot be read: Jasstafel failed on it ({error}); please report it</source>
        <translation>ce fichier de partie ne peut pas être lu&#xa0;: Jasstafel a échoué ({error})&#xa0;; merci de le signaler</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="777"/>
        <location filename="../../jasstafel/core/matchfile.py" line="797"/>
        <source>cannot read {path}: {reason}</source>
        <translation>impossible de lire {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="783"/>
        <source>cannot read {path}: it changed while being opened</source>
        <translation>impossible de lire {path}&#xa0;: il a changé pendant l’ouverture</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="806"/>
        <source>{path} is not a regular file</source>
        <translation>{path} n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="924"/>
        <source>the match cannot be written: {error}</source>
        <translation>la partie ne peut pas être écrite&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="981"/>
        <source>{path} is read-only; not replaced (choose another name)</source>
        <translation>{path} est en lecture seule&#xa0;; pas remplacé (choisissez un autre nom)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1137"/>
        <source>{path} is a link to {target}, whose folder does not exist; nothing written</source>
        <translation>{path} est un lien vers {target}, dont le dossier n’existe pas&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="986"/>
        <location filename="../../jasstafel/core/matchfile.py" line="1141"/>
        <location filename="../../jasstafel/core/outputs.py" line="94"/>
        <source>cannot write {path}: {reason}</source>
        <translation>impossible d’écrire {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="116"/>
        <source>not a Jasstafel match file (it has no {field})</source>
        <translation>pas un fichier de partie Jasstafel (il n’a pas de {field})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="119"/>
        <source>not a Jasstafel match file (its {field} is {found}, not {format})</source>
        <translation>pas un fichier de partie Jasstafel (son {field} est {found}, pas {format})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="743"/>
        <source>the file is {size}; a match file is at most {limit}</source>
        <translation>le fichier fait {size}&#xa0;; un fichier de partie fait au plus {limit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="811"/>
        <source>{path} is {size}; a match file is at most {limit}</source>
        <translation>{path} fait {size}&#xa0;; un fichier de partie fait au plus {limit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="928"/>
        <source>the match file would be {size}; a match file is at most {limit}</source>
        <translation>le fichier de partie ferait {size}&#xa0;; un fichier de partie fait au plus {limit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1145"/>
        <source>{path} is a link to something that is not a file (a pipe, a terminal, a device or a folder); nothing written</source>
        <translation>{path} est un lien vers quelque chose qui n’est pas un fichier (un tube, un terminal, un périphérique ou un dossier)&#xa0;; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1184"/>
        <location filename="../../jasstafel/core/matchfile.py" line="1197"/>
        <source>This entry cannot be saved: {reason}</source>
        <translation>Cette inscription ne peut pas être enregistrée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1190"/>
        <source>This entry cannot be saved: {field}: {problem}</source>
        <translation>Cette inscription ne peut pas être enregistrée&#xa0;: {field}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1210"/>
        <source>{variant} has no preset {preset} (known: {known})</source>
        <translation>{variant} n’a pas de règlement {preset} (connus&#xa0;: {known})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1251"/>
        <location filename="../../jasstafel/ui/newmatch.py" line="1149"/>
        <source>player {seat}: {problem}</source>
        <translation>joueur {seat}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1254"/>
        <source>player {seat}: the name is empty</source>
        <translation>joueur {seat}&#xa0;: le nom est vide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1259"/>
        <source>player {seat}: {name} is player {other} already; give each player a name of their own</source>
        <translation>joueur {seat}&#xa0;: {name} est déjà le joueur {other}&#xa0;; donnez à chaque joueur son propre nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1267"/>
        <source>team {team}: {problem}</source>
        <translation>équipe {team}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="1270"/>
        <source>team {team}: the name is empty</source>
        <translation>équipe {team}&#xa0;: le nom est vide</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="46"/>
        <source>Banner</source>
        <translation>Banneret</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="47"/>
        <source>Under</source>
        <translation>Under</translation>
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
        <translation>Annonces de main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/matchfile.py" line="255"/>
        <location filename="../../jasstafel/core/molotow.py" line="294"/>
        <source>Tischweis</source>
        <translation>Annonces de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="299"/>
        <source>The card points add up to {total}: a round has only 157</source>
        <translation>Les points de cartes font {total}&#xa0;: une donne n’en a que 157</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="307"/>
        <source>With {n} players every card is dealt: the card points must add up to 157, not {total}</source>
        <translation>À {n} joueurs, toutes les cartes sont données&#xa0;: les points de cartes doivent faire ensemble 157, pas {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="312"/>
        <source>card points add up to {total}, not 157 ({n} players: {left} left over)</source>
        <translation>les points de cartes font {total}, pas 157 ({n} joueurs&#xa0;: {left} de reste)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="331"/>
        <source>There are no Stöck in Molotow (club rulebook); the table setting would allow them</source>
        <translation>Il n’y a pas de stöck au Molotow (règlement du club)&#xa0;; la règle de la table le permettrait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="336"/>
        <source>There is no player {seat}</source>
        <translation>Il n’y a pas de joueur {seat}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="359"/>
        <source>round {number}: {warning}</source>
        <translation>donne {number}&#xa0;: {warning}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="363"/>
        <source>last round counts double</source>
        <translation>la dernière donne compte double</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="378"/>
        <source>, Handweis {player} −{weis}</source>
        <translation>, annonces de main {player} −{weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="382"/>
        <source>, Tischweis {player} +{weis}</source>
        <translation>, annonces de table {player} +{weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="385"/>
        <source>, Stöck {player} −{stoeck}</source>
        <translation>, stöck {player} −{stoeck}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="406"/>
        <source>A draw needs two or more different players of the table</source>
        <translation>Un tirage demande deux joueurs différents de la table ou plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="413"/>
        <source>Only tied players draw a card: {players} do not have the same total</source>
        <translation>Seuls les joueurs à égalité tirent une carte&#xa0;: {players} n’ont pas le même total</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="421"/>
        <source>{players} have already drawn a card for their tie</source>
        <translation>{players} ont déjà tiré une carte pour leur égalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="427"/>
        <source>All {count} players with {total} points draw together: {players}</source>
        <translation>Les {count} joueurs à {total} points tirent ensemble&#xa0;: {players}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="433"/>
        <source>Only a tie for the win is drawn (table setting); {players} share their rank</source>
        <translation>On ne tire que pour une égalité à la victoire (règle de la table)&#xa0;; {players} partagent leur rang</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="443"/>
        <source>The cards drawn must be different cards, one per player, listed from the highest card down</source>
        <translation>Les cartes tirées doivent être différentes, une par joueur, de la plus haute à la plus basse</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="451"/>
        <source>{player} {card}</source>
        <translation>{player} {card}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="454"/>
        <source>Draw: {cards}</source>
        <translation>Tirage&#xa0;: {cards}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="456"/>
        <source> before </source>
        <translation> avant </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="458"/>
        <source>Draw: {order}</source>
        <translation>Tirage&#xa0;: {order}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="462"/>
        <source>tie on {total} decided by drawing a card</source>
        <translation>égalité à {total} départagée en tirant une carte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="478"/>
        <source>{player} wins with %n points</source>
        <translation>
            <numerusform>{player} gagne avec %n point</numerusform>
            <numerusform>{player} gagne avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="481"/>
        <source>{player} wins with %n points (drew the higher card)</source>
        <translation>
            <numerusform>{player} gagne avec %n point (a tiré la carte la plus haute)</numerusform>
            <numerusform>{player} gagne avec %n points (a tiré la carte la plus haute)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="484"/>
        <source>{player} wins with %n points (drew the highest card)</source>
        <translation>
            <numerusform>{player} gagne avec %n point (a tiré la carte la plus haute)</numerusform>
            <numerusform>{player} gagne avec %n points (a tiré la carte la plus haute)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="49"/>
        <location filename="../../jasstafel/core/cards.py" line="53"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="50"/>
        <location filename="../../jasstafel/core/cards.py" line="54"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="133"/>
        <source>{rank} of {suit}</source>
        <translation>{rank:small} de {suit:small}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="322"/>
        <source>Handweis for {players}: only the player with the best Weis writes Handweis; the table setting Handweis “every player writes his Handweis” allows several</source>
        <translation>Annonces de main pour {players}&#xa0;: seul le joueur qui a la meilleure annonce en inscrit&#xa0;; la règle de la table Annonces de main «&#xa0;chaque joueur inscrit ses annonces de main&#xa0;» en permet plusieurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="534"/>
        <source>Tie on {total} between {players}: draw a card</source>
        <translation>Égalité à {total} entre {players}&#xa0;: tirez une carte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="538"/>
        <source>Round {round} of {rounds} (counts double): {dealer} deals</source>
        <translation>Donne {round} sur {rounds} (compte double)&#xa0;: {dealer} donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="540"/>
        <source>Round {round} of {rounds}: {dealer} deals</source>
        <translation>Donne {round} sur {rounds}&#xa0;: {dealer} donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="63"/>
        <source>Misère ohne</source>
        <translation>Misère sans</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="64"/>
        <source>Misère mit</source>
        <translation>Misère avec</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="65"/>
        <source>Pandur ohne</source>
        <translation>Bandoure sans</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="66"/>
        <source>Pandur mit</source>
        <translation>Bandoure avec</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="188"/>
        <source>Standard (Jass rule book)</source>
        <translation>Standard (règlement du jass)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="189"/>
        <source>Bids up to 290</source>
        <translation>Offres jusqu’à 290</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="265"/>
        <source>Pandur</source>
        <translation>Bandoure</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="316"/>
        <source>{contract} is not a Pandur bid: bids are 100, 110 … 290{high}, Misère ohne/mit, Pandur ohne/mit</source>
        <translation>{contract} n’est pas une offre de la bandoure&#xa0;: les offres sont 100, 110 … 290{high}, misère sans/avec, bandoure sans/avec</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="325"/>
        <source>There is no seat {seat}: Pandur has {n} players</source>
        <translation>Il n’y a pas de place {seat}&#xa0;: la bandoure a {n} joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="343"/>
        <source>{contract} is decided by the tricks, not by points: enter made or failed, without card points and Weis</source>
        <translation>{contract} se décide aux plis, pas aux points&#xa0;: entrez réussi ou chuté, sans points de cartes ni annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="351"/>
        <source>A numeric bid needs either made/failed or the declarer&apos;s card points (and Weis), not both and not neither</source>
        <translation>Une offre en chiffres demande soit réussi/chuté, soit les points de cartes du preneur (et ses annonces), pas les deux et pas aucun</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="358"/>
        <source>Weis only counts together with the declarer&apos;s card points: enter the points, or made/failed without Weis</source>
        <translation>Les annonces ne comptent qu’avec les points de cartes du preneur&#xa0;: entrez les points, ou réussi/chuté sans annonces</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="367"/>
        <source>Weis of {amount} is impossible with 8 cards in Pandur; possible are {possible}</source>
        <translation>Des annonces de {amount} sont impossibles avec 8 cartes à la bandoure&#xa0;; possibles&#xa0;: {possible}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="150"/>
        <source>The opponents may only show Weis when the declarer shows Weis: without his Weis there is nothing to beat</source>
        <translation>Les adversaires ne peuvent annoncer que si le preneur annonce&#xa0;: sans son annonce, il n’y a rien à battre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="139"/>
        <source>{player} does not play this deal: only the declarer and his opponents can be at fault</source>
        <translation>{player} ne joue pas cette donne&#xa0;: seuls le preneur et ses adversaires peuvent être fautifs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="385"/>
        <source>A premature lead is the declarer&apos;s fault: the opponents do not lead first</source>
        <translation>Une entame prématurée est une faute du preneur&#xa0;: les adversaires n’entament pas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="391"/>
        <source>Leading at once is allowed with Pandur mit: it cannot be overbid, so it is no fault</source>
        <translation>Avec la bandoure avec, on peut entamer aussitôt&#xa0;: elle ne peut pas être surenchérie, ce n’est donc pas une faute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="416"/>
        <source>{dealer} misdeals and deals again</source>
        <translation>{dealer} fait maldonne et redonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="417"/>
        <source>misdeal</source>
        <translation>maldonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="422"/>
        <source>no bid</source>
        <translation>pas d’offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="424"/>
        <source>{dealer} deals: no bid</source>
        <translation>{dealer} donne&#xa0;: pas d’offre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="442"/>
        <source>{declarer} {contract}: </source>
        <translation>{declarer} {contract}&#xa0;: </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="447"/>
        <source>premature lead by {player}</source>
        <translation>entame prématurée de {player}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="449"/>
        <source>fault by {player}</source>
        <translation>faute de {player}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="457"/>
        <source>{points} = {counted}, </source>
        <translation>{points} = {counted}, </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="460"/>
        <source>{points} + Weis {weis} beaten = {counted}, </source>
        <translation>{points} + annonces {weis} battues = {counted}, </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="463"/>
        <source>{points} + Weis {weis} = {counted}, </source>
        <translation>{points} + annonces {weis} = {counted}, </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="466"/>
        <source>Weis cancelled</source>
        <translation>annonces annulées</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="475"/>
        <source>{player} reaches {target}</source>
        <translation>{player} atteint {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="480"/>
        <source>{player} is the loser</source>
        <translation>{player} perd la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="489"/>
        <source>nothing inherited after the misdeal</source>
        <translation>pas d’héritage après la maldonne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="494"/>
        <source>{player} inherits {credit}</source>
        <translation>{player} hérite de {credit}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="594"/>
        <source>Deal {deal}: {dealer} deals again after the misdeal and sits out (inherits {credit}); {players} bid</source>
        <translation>Donne {deal}&#xa0;: {dealer} redonne après la maldonne et ne joue pas (hérite de {credit})&#xa0;; {players} offrent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="597"/>
        <source>Deal {deal}: {dealer} deals and sits out (inherits {credit}); {players} bid</source>
        <translation>Donne {deal}&#xa0;: {dealer} donne et ne joue pas (hérite de {credit})&#xa0;; {players} offrent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="584"/>
        <source>{players} wins; {loser} is the loser</source>
        <translation>{players} gagne&#xa0;; {loser} perd la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="129"/>
        <source>{player} has reached 15, has left the table and can no longer bid</source>
        <translation>{player} a atteint 15, a quitté la table et ne peut plus offrir</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="159"/>
        <source>{player} deals, sits out this deal and inherits: the declarer is one of the three others</source>
        <translation>{player} donne, ne joue pas cette donne et hérite&#xa0;: le preneur est un des trois autres</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="586"/>
        <source>{players} win; {loser} is the loser</source>
        <translation>{players} gagnent&#xa0;; {loser} perd la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="602"/>
        <source>Deal {deal}: {dealer} deals again after the misdeal; {players} play ({out} reached {target})</source>
        <translation>Donne {deal}&#xa0;: {dealer} redonne après la maldonne&#xa0;; {players} jouent ({out} a atteint {target})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/pandur.py" line="605"/>
        <source>Deal {deal}: {dealer} deals; {players} play ({out} reached {target})</source>
        <translation>Donne {deal}&#xa0;: {dealer} donne&#xa0;; {players} jouent ({out} a atteint {target})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="67"/>
        <source>Free (highest wins, closed by hand)</source>
        <translation>Libre (le plus haut gagne, clôture à la main)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="68"/>
        <source>To 100, with a lead of 2</source>
        <translation>À 100, avec 2 d’avance</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="69"/>
        <source>Lowest wins (ends at 500)</source>
        <translation>Le plus bas gagne (fin à 500)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="106"/>
        <source>Punktetafel</source>
        <translation>Tableau de points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="128"/>
        <location filename="../../jasstafel/core/variant.py" line="215"/>
        <source>{variant} is played by {low} to {high} players, not {n}</source>
        <translation>{variant} se joue de {low} à {high} joueurs, pas {n}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="133"/>
        <location filename="../../jasstafel/core/variant.py" line="222"/>
        <source>The first seat must be one of the {n} players</source>
        <translation>La première place doit être un des {n} joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="84"/>
        <source>Every player must sit in exactly one team, with two teams or more</source>
        <translation>Chaque joueur doit être dans exactement une équipe, avec deux équipes ou plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="141"/>
        <source>A winning margin of {margin} needs a target to play to</source>
        <translation>Une avance de {margin} pour gagner demande un but à atteindre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="201"/>
        <source>Points must be given for each of the {n} sides, not {count}</source>
        <translation>Il faut des points pour chacun des {n} camps, pas pour {count}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="208"/>
        <source>{points} points in one round is too many: at most {most} either way</source>
        <translation>{points} points en une donne, c’est trop&#xa0;: au plus {most}, en plus ou en moins</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="220"/>
        <source>lead {lead} of {margin}: play on</source>
        <translation>avance {lead} sur {margin}&#xa0;: on continue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="224"/>
        <source>target {target} reached</source>
        <translation>but {target} atteint</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="242"/>
        <source>Nothing to close: no round has been written yet</source>
        <translation>Rien à clôturer&#xa0;: aucune donne n’a encore été inscrite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="248"/>
        <source>Closed after {rounds}</source>
        <translation>Clôturé après {rounds}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="250"/>
        <source>closed</source>
        <translation>clôturé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="297"/>
        <source>{sides} win (tie) with {total}</source>
        <translation>{sides} gagnent (à égalité) avec {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="298"/>
        <source>Won by {sides} with {total}</source>
        <translation>Victoire de {sides} avec {total}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="39"/>
        <source>{result} (closed after {rounds})</source>
        <translation>{result} (clôturé après {rounds})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="304"/>
        <location filename="../../jasstafel/core/schieber.py" line="589"/>
        <source>Round {round} of {rounds}</source>
        <translation>Donne {round} sur {rounds}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="305"/>
        <source>Round {round}</source>
        <translation>Donne {round}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="309"/>
        <source>{head}: {sides} must lead by {margin} (lead {lead}): play on</source>
        <translation>{head}&#xa0;: il faut une avance de {margin} à {sides} (avance {lead})&#xa0;: on continue</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="313"/>
        <source>{head}; target {target}</source>
        <translation>{head}&#xa0;; but {target}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="315"/>
        <source>{head}; no target: close the board to end it</source>
        <translation>{head}&#xa0;; pas de but&#xa0;: clôturez l’ardoise pour terminer</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/cards.py" line="39"/>
        <location filename="../../jasstafel/core/coiffeur.py" line="129"/>
        <source>Slalom</source>
        <translation>Zig-zag</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="125"/>
        <source>Turnier (Jassverein)</source>
        <translation>Tournoi (règlement de club)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="126"/>
        <source>Freier Jass (Jassverein)</source>
        <translation>Jass libre (règlement de club)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="127"/>
        <source>Swisslos 2500 (German cards)</source>
        <translation>Swisslos 2500 (cartes allemandes)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="128"/>
        <source>Swisslos 2500 (French cards)</source>
        <translation>Swisslos 2500 (cartes françaises)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="200"/>
        <source>Schieber</source>
        <translation>Chibre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="230"/>
        <source>Schieber is played by two teams of two</source>
        <translation>Le chibre se joue à deux équipes de deux</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="262"/>
        <source>{contract} is not played with these table settings</source>
        <translation>{contract} ne se joue pas avec ces règles de la table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="272"/>
        <source>Both teams are past the target: record which team called Bedanken first</source>
        <translation>Les deux équipes ont passé le but&#xa0;: inscrivez quelle équipe est sortie la première</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="284"/>
        <source>The card points of both teams must add up to 157, not {a} + {b}</source>
        <translation>Les points de cartes des deux équipes doivent faire ensemble 157, pas {a} + {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="289"/>
        <source>With a double deck the card points of both teams must add up to {total}, not {a} + {b}</source>
        <translation>Avec un double jeu, les points de cartes des deux équipes doivent faire ensemble {total}, pas {a} + {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="297"/>
        <source>A Match needs 157 : 0 (one team took every trick)</source>
        <translation>Un match demande 157&#xa0;: 0 (une équipe a fait tous les plis)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="301"/>
        <source>A Match needs {total} : 0 (one team took every trick)</source>
        <translation>Un match demande {total}&#xa0;: 0 (une équipe a fait tous les plis)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="306"/>
        <source>No Weis and no Stöck are written in this preset (Turnier)</source>
        <translation>Ni annonces ni stöck ne s’inscrivent dans ce règlement (tournoi)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="311"/>
        <source>Only the team with the best Weis scores: Weis for one team only</source>
        <translation>Seule l’équipe qui a la meilleure annonce marque&#xa0;: annonces pour une seule équipe</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="138"/>
        <source>Stöck exist only in a trump contract, not in {contract}</source>
        <translation>Le stöck n’existe qu’avec un atout, pas en {contract}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/coiffeur.py" line="480"/>
        <location filename="../../jasstafel/core/schieber.py" line="340"/>
        <source>Nullstich</source>
        <translation>Pli sans points&#xa0;: pas de match</translation>
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
        <translation>but atteint</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="56"/>
        <source>reached the target first by Stöck (both teams are past it)</source>
        <translation>but atteint en premier grâce au stöck (les deux équipes l’ont dépassé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="57"/>
        <source>reached the target first by Stöck and Weis (both teams are past it)</source>
        <translation>but atteint en premier grâce au stöck et aux annonces (les deux équipes l’ont dépassé)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="59"/>
        <source>reached the target first by Weis (both teams are past it)</source>
        <translation>but atteint en premier grâce aux annonces (les deux équipes l’ont dépassé)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/schieber.py" line="392"/>
        <source>A Turnier ends after its %n rounds: nobody calls Bedanken</source>
        <translation>
            <numerusform>Un tournoi se termine après son unique donne&#xa0;: personne ne sort</numerusform>
            <numerusform>Un tournoi se termine après ses %n donnes&#xa0;: personne ne sort</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="402"/>
        <source>A stack of {stack} is impossible: at most {most} points in a round</source>
        <translation>Un tas de {stack} est impossible&#xa0;: au plus {most} points en une donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="408"/>
        <source>Both teams are already past the target: the stack no longer counts</source>
        <translation>Les deux équipes ont déjà passé le but&#xa0;: le tas ne compte plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="415"/>
        <source>Bedanken during a round needs the contract to multiply the stack</source>
        <translation>Sortir pendant une donne demande l’atout pour multiplier le tas</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="427"/>
        <source>called Bedanken</source>
        <translation>sortie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="431"/>
        <source>Bedanken too early by {team} ({counted} of {target})</source>
        <translation>sortie trop tôt de {team} ({counted} sur {target})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="439"/>
        <source>Bedanken by {team} with {stack} on the stack in {contract} ×{factor}</source>
        <translation>Sortie de {team} avec {stack} sur le tas en {contract} ×{factor}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="444"/>
        <source>Bedanken by {team}</source>
        <translation>Sortie de {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="477"/>
        <source>{contract} ×{factor} by {team} (passed): {a} : {b}</source>
        <translation>{contract} ×{factor} par {team} (chibré)&#xa0;: {a}&#xa0;: {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="487"/>
        <source> Kontermatsch</source>
        <translation> contre-match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="49"/>
        <source>Won by {team}: {reason}</source>
        <translation>Victoire de {team}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="493"/>
        <source>, Weis {team}: {weis}</source>
        <translation>, annonces {team}&#xa0;: {weis}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="583"/>
        <source>Both teams are past their targets: which team called Bedanken first?</source>
        <translation>Les deux équipes ont passé leur but&#xa0;: quelle équipe est sortie la première&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="585"/>
        <source>Both teams are past {target}: which team called Bedanken first?</source>
        <translation>Les deux équipes ont passé {target}&#xa0;: quelle équipe est sortie la première&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="591"/>
        <source>{team}: {points} to go</source>
        <translation>{team}&#xa0;: encore&#xa0;{points}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="428"/>
        <source>Bedanken</source>
        <translation>sortie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="433"/>
        <source>Bedanken too early</source>
        <translation>sortie trop tôt</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="460"/>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="462"/>
        <source>more points</source>
        <translation>plus de points</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="464"/>
        <source>equal points, more Matches</source>
        <translation>points égaux, plus de matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="466"/>
        <source>equal points and Matches, better best round</source>
        <translation>points et matchs égaux, meilleure donne la plus haute</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="481"/>
        <source>{contract} ×{factor} by {team}: {a} : {b}</source>
        <translation>{contract} ×{factor} par {team}&#xa0;: {a}&#xa0;: {b}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="489"/>
        <source> Match</source>
        <translation> match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="496"/>
        <source>, Stöck {team}</source>
        <translation>, stöck {team}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="578"/>
        <source>Tie: both teams share the win</source>
        <translation>Égalité&#xa0;: les deux équipes partagent la victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="203"/>
        <source>A match holds at most {limit} entries: start a new match</source>
        <translation>Une partie contient au plus {limit} inscriptions&#xa0;: commencez une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="220"/>
        <source>The match file would be {size}, and a match file is at most {limit}: start a new match</source>
        <translation>Le fichier de partie ferait {size}, or un fichier de partie fait au plus {limit}&#xa0;: commencez une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="284"/>
        <source>{path} holds entries that this match lacks: it was not written over (save this match under another name)</source>
        <translation>{path} contient des inscriptions qui manquent à cette partie&#xa0;: il n’a pas été écrasé (enregistrez cette partie sous un autre nom)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="288"/>
        <source>{path} cannot be read as this match: it was not written over (save this match under another name)</source>
        <translation>{path} ne peut pas être lu comme cette partie&#xa0;: il n’a pas été écrasé (enregistrez cette partie sous un autre nom)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="291"/>
        <source>{path} was changed by another program since it was opened here: it was not written over (save this match under another name)</source>
        <translation>{path} a été modifié par un autre programme depuis son ouverture ici&#xa0;: il n’a pas été écrasé (enregistrez cette partie sous un autre nom)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/session.py" line="259"/>
        <location filename="../../jasstafel/ui/i18n.py" line="155"/>
        <location filename="../../jasstafel/ui/mainwindow.py" line="1681"/>
        <source>{path}: {reason}</source>
        <translation>{path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="194"/>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="216"/>
        <source>no such file or folder</source>
        <translation>fichier ou dossier introuvable</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="217"/>
        <location filename="../../jasstafel/core/text.py" line="218"/>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="219"/>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="220"/>
        <source>a part of the path is not a folder</source>
        <translation>une partie du chemin n’est pas un dossier</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="221"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="222"/>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="223"/>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="224"/>
        <source>it exists already</source>
        <translation>le fichier existe déjà</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/text.py" line="255"/>
        <source>{size} MB</source>
        <translation>{size} Mo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/text.py" line="259"/>
        <source>%n bytes</source>
        <translation>
            <numerusform>%n octet</numerusform>
            <numerusform>%n octets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="75"/>
        <source>The team {name} has no players; every team needs one player or more</source>
        <translation>L’équipe {name} n’a aucun joueur&#xa0;; chaque équipe a besoin d’au moins un joueur</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/variant.py" line="130"/>
        <source>All %n rounds are played: a round inserted would be one too many (correct a round instead)</source>
        <translation>
            <numerusform>L’unique donne est jouée&#xa0;: une donne insérée serait de trop (corrigez-la plutôt)</numerusform>
            <numerusform>Les %n donnes sont jouées&#xa0;: une donne insérée serait de trop (corrigez plutôt une donne)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/variant.py" line="141"/>
        <source>All %n games are played: a game inserted would be one too many (correct a game instead)</source>
        <translation>
            <numerusform>L’unique donne est jouée&#xa0;: une donne insérée serait de trop (corrigez-la plutôt)</numerusform>
            <numerusform>Les %n donnes sont jouées&#xa0;: une donne insérée serait de trop (corrigez plutôt une donne)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="210"/>
        <source>{variant} is played by {low} players, not {n}</source>
        <translation>{variant} se joue à {low} joueurs, pas {n}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/variant.py" line="230"/>
        <source>{variant} is played each for himself, without teams</source>
        <translation>{variant} se joue chacun pour soi, sans équipes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="77"/>
        <source>Wirtshaus (the fewest points get a Strich)</source>
        <translation>Bistrot (le moins de points reçoit un trait)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="78"/>
        <source>Wirtshaus (under 21 points get a Strich)</source>
        <translation>Bistrot (sous 21 points on reçoit un trait)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="200"/>
        <source>A player gets 0 to {voll} Striche in one round ({voll} make him full), not {value}</source>
        <translation>Un joueur reçoit de 0 à {voll} traits en une donne ({voll} le rendent plein), pas {value}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/handjass.py" line="242"/>
        <source>{player} full</source>
        <translation>plein&#xa0;: {player}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="82"/>
        <source>%n Striche</source>
        <translation>
            <numerusform>%n trait</numerusform>
            <numerusform>%n traits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="281"/>
        <source>All %n rounds are played: only the tied players&apos; draw is left</source>
        <translation>
            <numerusform>La seule donne est jouée&#xa0;: il ne reste que le tirage des joueurs à égalité</numerusform>
            <numerusform>Les %n donnes sont jouées&#xa0;: il ne reste que le tirage des joueurs à égalité</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/molotow.py" line="114"/>
        <source>Hausjass (Stöck, every Handweis, last round double)</source>
        <translation>Règles maison (stöck, toutes les annonces de main, dernière donne double)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="174"/>
        <source>{player} has won with %n points; {players} draw a card for place {place}</source>
        <translation>
            <numerusform>{player} a gagné avec %n point&#xa0;; {players} tirent une carte pour la {place}e place</numerusform>
            <numerusform>{player} a gagné avec %n points&#xa0;; {players} tirent une carte pour la {place}e place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="397"/>
        <source>A tie is decided by drawing a card only after the last round (%n rounds, {played} played)</source>
        <translation>
            <numerusform>Une égalité ne se départage en tirant une carte qu’après la dernière donne (%n donne, {played} jouée)</numerusform>
            <numerusform>Une égalité ne se départage en tirant une carte qu’après la dernière donne (%n donnes, {played} jouées)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/punktetafel.py" line="228"/>
        <source>last of %n rounds</source>
        <translation>
            <numerusform>la seule donne</numerusform>
            <numerusform>dernière des %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/punktetafel.py" line="231"/>
        <source>{points}: {note}</source>
        <translation>{points}&#xa0;: {note}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/punktetafel.py" line="255"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/schieber.py" line="129"/>
        <source>Einfach 1000 (all ×1)</source>
        <translation>Simple 1000 (tout ×1)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="365"/>
        <location filename="../../jasstafel/i18n.py" line="390"/>
        <source>{preset}, changed: {changes}</source>
        <translation>{preset}, modifié&#xa0;: {changes}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="367"/>
        <location filename="../../jasstafel/i18n.py" line="387"/>
        <location filename="../../jasstafel/ui/settingsform.py" line="169"/>
        <source>{preset} (changed)</source>
        <translation>{preset} (modifié)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/i18n.py" line="420"/>
        <source>{count} table settings</source>
        <translation>{count} règles de table</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="405"/>
        <location filename="../../jasstafel/ui/widgets/preview.py" line="27"/>
        <source>The match is decided: no further entry can be written</source>
        <translation>La partie est décidée&#xa0;: plus aucune inscription ne peut être faite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/match.py" line="419"/>
        <source>it was played as {was}; these rules have {now} there</source>
        <translation>elle a été jouée comme {was}&#xa0;; ces règles y ont {now}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="30"/>
        <source>a PDF file</source>
        <translation>un fichier PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="31"/>
        <source>not a PDF file</source>
        <translation>pas un fichier PDF</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="32"/>
        <source>a SQLite database</source>
        <translation>une base de données SQLite</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="33"/>
        <source>a Jasstafel match file</source>
        <translation>un fichier de match Jasstafel</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="34"/>
        <source>a JSON file</source>
        <translation>un fichier JSON</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="35"/>
        <source>not a text file</source>
        <translation>pas un fichier texte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="36"/>
        <source>a text file</source>
        <translation>un fichier texte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="57"/>
        <source>{path} is the match file being read ({source}); not overwritten</source>
        <translation>{path} est le fichier de match lu ({source})&#xa0;; pas écrasé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="61"/>
        <source>{path} is given twice as an output</source>
        <translation>{path} est donné deux fois comme sortie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="70"/>
        <source>{path} is not a regular file; nothing written</source>
        <translation>{path} n’est pas un fichier ordinaire&#xa0;; rien n’est écrit</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="80"/>
        <source>{path} exists and is {kind}; not replaced (choose another name)</source>
        <translation>{path} existe et est {kind}&#xa0;; pas remplacé (choisissez un autre nom)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="85"/>
        <source>{path} exists and is {kind}, not a CSV file; not replaced (choose another name)</source>
        <translation>{path} existe et est {kind}, pas un fichier CSV&#xa0;; pas remplacé (choisissez un autre nom)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/outputs.py" line="88"/>
        <source>{path} exists and is {kind}, not a match file; not replaced (choose another name)</source>
        <translation>{path} existe et est {kind}, pas un fichier de match&#xa0;; pas remplacé (choisissez un autre nom)</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="37"/>
        <source>Target (target mode)</source>
        <translation>But (jeu au but)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="47"/>
        <source>Rounds (fixed rounds)</source>
        <translation>Donnes (nombre fixe)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="49"/>
        <source>Factors</source>
        <translation>Facteurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="53"/>
        <source>Weis and Stöck count</source>
        <translation>Annonces et stöck comptent</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="55"/>
        <location filename="../../jasstafel/core/setting_words.py" line="72"/>
        <location filename="../../jasstafel/core/setting_words.py" line="203"/>
        <source>Match bonus</source>
        <translation>Bonus de match</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="58"/>
        <source>Striche back side</source>
        <translation>Traits au verso</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="61"/>
        <source>Tie after Matches</source>
        <translation>Égalité après les matchs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="155"/>
        <source>Penalty per card of Hearts</source>
        <translation>Pénalité par carte de cœur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="158"/>
        <source>Penalty per Queen</source>
        <translation>Pénalité par dame</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="160"/>
        <source>Penalty for the King of Clubs</source>
        <translation>Pénalité pour le roi de trèfle</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="166"/>
        <source>Penalty per card of Bells</source>
        <translation>Pénalité par carte de grelots</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="168"/>
        <source>Penalty per Ober</source>
        <translation>Pénalité par Ober</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="170"/>
        <source>Penalty for the King of Roses</source>
        <translation>Pénalité pour le roi de roses</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="175"/>
        <source>Penalty per trick</source>
        <translation>Pénalité par pli</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="198"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="67"/>
        <location filename="../../jasstafel/core/setting_words.py" line="201"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="40"/>
        <source>A target per team (handicap)</source>
        <translation>Un but par équipe (handicap)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="40"/>
        <source>Each team plays to its own target, e.g. 4500 and 4000: Bedanken, the end, the Berg and the Schneider use the team&apos;s own target. Off: both teams play to the target above.</source>
        <translation>Chaque équipe joue vers son propre but, p. ex. 4&apos;500 et 4&apos;000&#xa0;: la sortie, la fin, le Berg et le Schneider se rapportent au but de l’équipe. Désactivé&#xa0;: les deux équipes jouent vers le but ci-dessus.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="44"/>
        <source>Double deck (314 points a round)</source>
        <translation>Double jeu (314 points par donne)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="44"/>
        <source>Played with two decks: the card points of a round are 0 … 314, the other team gets 314 − x, a Match is 314 + the Match bonus.</source>
        <translation>Joué avec deux jeux&#xa0;: les points de cartes d’une donne vont de 0 à 314, l’autre équipe reçoit 314 − x, un match vaut 314 + le bonus de match.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="47"/>
        <source>How many rounds a Turnier has; then the highest total wins.</source>
        <translation>Combien de donnes a un tournoi&#xa0;; ensuite le plus haut total gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="49"/>
        <source>Which contracts are played and what each counts: every point written is multiplied by the contract&apos;s factor. A contract not ticked cannot be announced.</source>
        <translation>Quels jeux se jouent et ce que chacun compte&#xa0;: chaque point inscrit est multiplié par le facteur du jeu. Un jeu non coché ne peut pas être choisi.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="53"/>
        <source>Off: neither Weis nor Stöck are written (as in the Turnier).</source>
        <translation>Désactivé&#xa0;: ni annonces ni stöck ne sont inscrits (comme au tournoi).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="55"/>
        <source>Added to the card points when a team takes all nine tricks (157 + 100 = 257; with a double deck 314 + the bonus).</source>
        <translation>S’ajoute aux points de cartes quand une équipe fait les neuf plis (157 + 100 = 257&#xa0;; avec un double jeu 314 + le bonus).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="61"/>
        <source>Turnier: when the totals and the Matches are equal, the higher best single round wins, or both teams share the rank.</source>
        <translation>Tournoi&#xa0;: quand les totaux et les matchs sont égaux, la meilleure donne la plus haute gagne, ou les deux équipes partagent le rang.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="67"/>
        <source>The contract rows as the table plays them: each row&apos;s name, factor and kind (6 to 12 rows). The kind decides Stöck and how the row is scored.</source>
        <translation>Les lignes telles que la table les joue&#xa0;: nom, facteur et genre de chaque ligne (6 à 12 lignes). Le genre décide du stöck et de la façon de compter la ligne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="70"/>
        <location filename="../../jasstafel/core/setting_words.py" line="202"/>
        <source>Stöck count</source>
        <translation>Le stöck compte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="70"/>
        <source>Stöck are written (20 × the row&apos;s factor) in rows with a trump.</source>
        <translation>Le stöck s’inscrit (20 × le facteur de la ligne) dans les lignes avec atout.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="72"/>
        <source>Extra points for a Match, added once to 257 × factor (not multiplied); 0: none.</source>
        <translation>Points en plus pour un match, ajoutés une fois à 257 × facteur (pas multipliés)&#xa0;; 0&#xa0;: aucun.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="78"/>
        <location filename="../../jasstafel/core/setting_words.py" line="204"/>
        <source>Rounds</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="78"/>
        <source>How many rounds are played, fixed before the game.</source>
        <translation>Combien de donnes se jouent, fixé avant le jeu.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="80"/>
        <source>Last round counts double</source>
        <translation>La dernière donne compte double</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="80"/>
        <source>The points of the last round are written twice.</source>
        <translation>Les points de la dernière donne s’inscrivent deux fois.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="82"/>
        <source>Stöck written (20 minus points)</source>
        <translation>Stöck inscrit (20 points négatifs)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="82"/>
        <source>Stöck are written as 20 minus points; the club rulebook has no Stöck.</source>
        <translation>Le stöck s’inscrit en 20 points négatifs&#xa0;; le règlement du club n’a pas de stöck.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="84"/>
        <source>Handweis</source>
        <translation>Annonces de main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="84"/>
        <source>Who writes Handweis: only the player with the best Weis (the usual Weis rules), or every player who has one.</source>
        <translation>Qui inscrit des annonces de main&#xa0;: seulement le joueur qui a la meilleure annonce (les règles habituelles), ou chaque joueur qui en a une.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="87"/>
        <source>Ties decided by drawing a card</source>
        <translation>Égalités départagées en tirant une carte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="87"/>
        <source>Which ties are decided by drawing a card: every tie, or only a tie for the win (other tied players share their rank).</source>
        <translation>Quelles égalités se départagent en tirant une carte&#xa0;: chaque égalité, ou seulement une égalité à la victoire (les autres joueurs à égalité partagent leur rang).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="93"/>
        <source>Counting</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="97"/>
        <source>Who gets the Strich (Wirtshaus)</source>
        <translation>Qui reçoit le trait (bistrot)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="97"/>
        <source>Wirtshaus: the player with the fewest points (all tied lowest) gets the Strich, or everyone under the threshold.</source>
        <translation>Bistrot&#xa0;: le joueur qui a le moins de points (tous les derniers à égalité) reçoit le trait, ou tous ceux sous le seuil.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="100"/>
        <source>Threshold (Wirtshaus, under)</source>
        <translation>Seuil (bistrot, sous)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="100"/>
        <source>With “everyone under the threshold”: fewer card points than this give a Strich.</source>
        <translation>Avec «&#xa0;tous ceux sous le seuil&#xa0;»&#xa0;: moins de points de cartes que ceci donne un trait.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="103"/>
        <source>Players rewarded per round (Gewinnstriche)</source>
        <translation>Joueurs récompensés par donne (traits de victoire)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="103"/>
        <source>Gewinnstriche: how many players get a Strich each round (all tied at the edge get one).</source>
        <translation>Traits de victoire&#xa0;: combien de joueurs reçoivent un trait à chaque donne (tous ceux à égalité à la limite en reçoivent un).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="116"/>
        <source>The net Striche (Striche minus Nuller) that make a player Fahnder-König and end the match.</source>
        <translation>Les traits nets (traits moins zéros) qui font d’un joueur le Fahnder-König et terminent la partie.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="122"/>
        <source>Bids of 300 and more</source>
        <translation>Offres de 300 et plus</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="125"/>
        <source>Reaching 15 in the same deal</source>
        <translation>Atteindre 15 à la même donne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="125"/>
        <source>Players who reach 15 in the same deal share the rank, or the higher total ranks first.</source>
        <translation>Les joueurs qui atteignent 15 à la même donne partagent le rang, ou le total le plus haut passe devant.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="128"/>
        <source>A misdeal forfeits the inheritance</source>
        <translation>Une maldonne fait perdre l’héritage</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="128"/>
        <source>A dealer who misdealt inherits nothing for the deal he gives again; off: only the misdeal itself writes nothing.</source>
        <translation>Un donneur qui a fait maldonne n’hérite de rien pour la donne qu’il redonne&#xa0;; désactivé&#xa0;: seule la maldonne elle-même n’inscrit rien.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="134"/>
        <source>Games</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="134"/>
        <source>How many games are played; then the lowest total penalty wins.</source>
        <translation>Combien de donnes se jouent&#xa0;; ensuite le plus petit total de pénalités gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="136"/>
        <source>Penalty for a missing prediction</source>
        <translation>Pénalité pour une estimation manquante</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="136"/>
        <source>The penalty points of a player who made no prediction.</source>
        <translation>Les points de pénalité d’un joueur qui n’a pas fait d’estimation.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="141"/>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="141"/>
        <source>The higher or the lower total wins.</source>
        <translation>Le total le plus haut ou le plus bas gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="143"/>
        <location filename="../../jasstafel/core/setting_words.py" line="205"/>
        <source>Target</source>
        <translation>But</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="145"/>
        <source>Lead needed at the target</source>
        <translation>Avance nécessaire au but</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="145"/>
        <source>With a target: the best side must lead by at least this much to win (0: no lead needed).</source>
        <translation>Avec un but&#xa0;: le meilleur camp doit mener d’au moins autant pour gagner (0&#xa0;: aucune avance nécessaire).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="148"/>
        <source>Fixed number of rounds</source>
        <translation>Nombre fixe de donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="175"/>
        <source>Game 1: penalty points for every trick a player takes.</source>
        <translation>Jeu 1&#xa0;: points de pénalité pour chaque pli qu’un joueur fait.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="34"/>
        <source>End of the match</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="34"/>
        <source>How the match ends: the first team to reach the target and call Bedanken wins, or the highest total after a fixed number of rounds (Turnier).</source>
        <translation>Comment la partie se termine&#xa0;: la première équipe à atteindre le but et à sortir gagne, ou le plus haut total après un nombre fixe de donnes (tournoi).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="37"/>
        <source>The points a team must reach to call Bedanken (when the match ends at the target).</source>
        <translation>Les points qu’une équipe doit atteindre pour sortir (quand la partie se termine au but).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="58"/>
        <source>Keep the Striche on the back of the board: Win 2, Berg 1, Match 1, Kontermatsch 2, Schneider 2.</source>
        <translation>Tenir les traits au verso de l’ardoise&#xa0;: victoire 2, Berg 1, match 1, contre-match 2, Schneider 2.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="93"/>
        <source>Wirtshaus: the loser of a round gets a Strich, the first player who is full ends the match. Gewinnstriche: the best of a round get a Strich, the first who is full wins.</source>
        <translation>Bistrot&#xa0;: le perdant d’une donne reçoit un trait, le premier joueur plein termine la partie. Traits de victoire&#xa0;: les meilleurs d’une donne reçoivent un trait, le premier plein gagne.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="106"/>
        <source>Striche to be full</source>
        <translation>Traits pour être plein</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="106"/>
        <source>The Striche that make a player full: in Wirtshaus he has lost and the match ends, with Gewinnstriche he has won.</source>
        <translation>Les traits qui rendent un joueur plein&#xa0;: au bistrot il a perdu et la partie se termine, aux traits de victoire il a gagné.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="112"/>
        <source>Minimum bid</source>
        <translation>Offre minimale</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="112"/>
        <source>The minimum bid allowed; off: every bid from 1 on.</source>
        <translation>L’offre minimale permise&#xa0;; désactivée&#xa0;: toute offre dès 1.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="116"/>
        <source>Net Striche to be Fahnder-König</source>
        <translation>Traits nets pour être Fahnder-König</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="122"/>
        <source>Numeric bids from 300 to 500 (6 score points) may be bid; off: bids up to 290.</source>
        <translation>Les offres en chiffres de 300 à 500 (6 points marqués) sont permises&#xa0;; désactivé&#xa0;: offres jusqu’à 290.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="143"/>
        <source>The match ends when a side reaches this total; off: no target.</source>
        <translation>La partie se termine quand un camp atteint ce total&#xa0;; désactivé&#xa0;: pas de but.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="148"/>
        <source>The match ends after this many rounds; off: no limit (close the board by hand).</source>
        <translation>La partie se termine après autant de donnes&#xa0;; désactivé&#xa0;: pas de limite (clôturer l’ardoise à la main).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="155"/>
        <source>Game 2: penalty points for every card of Hearts taken (Swiss German deck: Bells).</source>
        <translation>Jeu 2&#xa0;: points de pénalité pour chaque cœur pris (cartes allemandes&#xa0;: grelots).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="158"/>
        <source>Game 3: penalty points for every Queen taken (Swiss German deck: Ober).</source>
        <translation>Jeu 3&#xa0;: points de pénalité pour chaque dame prise (cartes allemandes&#xa0;: Ober).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="160"/>
        <source>Game 4: penalty points for the player who takes the King of Clubs (Swiss German deck: King of Roses).</source>
        <translation>Jeu 4&#xa0;: points de pénalité pour le joueur qui prend le roi de trèfle (cartes allemandes&#xa0;: roi de roses).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="166"/>
        <source>Game 2: penalty points for every card of Bells taken (French deck: Hearts).</source>
        <translation>Jeu 2&#xa0;: points de pénalité pour chaque grelot pris (cartes françaises&#xa0;: cœur).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="168"/>
        <source>Game 3: penalty points for every Ober taken (French deck: Queen).</source>
        <translation>Jeu 3&#xa0;: points de pénalité pour chaque Ober pris (cartes françaises&#xa0;: dame).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="170"/>
        <source>Game 4: penalty points for the player who takes the King of Roses (French deck: King of Clubs).</source>
        <translation>Jeu 4&#xa0;: points de pénalité pour le joueur qui prend le roi de roses (cartes françaises&#xa0;: roi de trèfle).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="178"/>
        <source>Game 5: penalty points for the player who takes the last trick.</source>
        <translation>Jeu 5&#xa0;: points de pénalité pour le joueur qui fait le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="178"/>
        <source>Penalty for the last trick</source>
        <translation>Pénalité pour le dernier pli</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="180"/>
        <source>Domino (sixth game)</source>
        <translation>Domino (sixième jeu)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="180"/>
        <source>A Domino is played as the sixth game: the finishing order gives plus points that balance the penalties.</source>
        <translation>Un domino se joue comme sixième jeu&#xa0;: l’ordre d’arrivée donne des points positifs qui compensent les pénalités.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="183"/>
        <source>Domino points, 4 players</source>
        <translation>Points de domino, 4 joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="183"/>
        <source>The Domino points of the first, second, third and last player, four at the table.</source>
        <translation>Les points de domino du premier, du deuxième, du troisième et du dernier joueur, à quatre à la table.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="186"/>
        <source>Domino points, 3 players</source>
        <translation>Points de domino, 3 joueurs</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="186"/>
        <source>The Domino points of the first, second and last player, three at the table.</source>
        <translation>Les points de domino du premier, du deuxième et du dernier joueur, à trois à la table.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="189"/>
        <source>Guggitaler in the match</source>
        <translation>Guggitaler dans la partie</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="189"/>
        <source>How many Guggitaler the match has (commonly one per player, each dealing first once).</source>
        <translation>Combien de Guggitaler compte la partie (d’habitude un par joueur, chacun donnant une fois en premier).</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="198"/>
        <source>Which suit names are shown. With the Swisslos presets also which factors: Swisslos pairs the decks in its own way.</source>
        <translation>Quels noms de couleurs sont montrés. Avec les règlements Swisslos aussi quels facteurs&#xa0;: Swisslos apparie les jeux à sa façon.</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="230"/>
        <location filename="../../jasstafel/core/setting_words.py" line="249"/>
        <source>first to the target (Bedanken)</source>
        <translation>le premier au but (sortir)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="231"/>
        <source>fixed number of rounds (Turnier)</source>
        <translation>nombre fixe de donnes (tournoi)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="234"/>
        <source>only the best Weis (usual rules)</source>
        <translation>seulement la meilleure annonce (règles habituelles)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="235"/>
        <source>every player writes his Handweis</source>
        <translation>chaque joueur inscrit ses annonces de main</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="236"/>
        <source>every tie</source>
        <translation>chaque égalité</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="237"/>
        <source>only a tie for the win</source>
        <translation>seulement une égalité à la victoire</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="238"/>
        <source>Wirtshaus: the loser gets a Strich</source>
        <translation>Bistrot&#xa0;: le perdant reçoit un trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="239"/>
        <source>Gewinnstriche: the best get a Strich</source>
        <translation>Traits de victoire&#xa0;: les meilleurs reçoivent un trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="240"/>
        <source>the fewest points (all tied lowest)</source>
        <translation>le moins de points (tous les derniers à égalité)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="241"/>
        <source>everyone under the threshold</source>
        <translation>tous ceux sous le seuil</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="243"/>
        <source>the higher total ranks first</source>
        <translation>le total le plus haut passe devant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="244"/>
        <source>the higher total wins</source>
        <translation>le total le plus haut gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="245"/>
        <source>the lower total wins</source>
        <translation>le total le plus bas gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="250"/>
        <source>fixed number of rounds</source>
        <translation>nombre fixe de donnes</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="253"/>
        <source>Swiss German (Acorns, Roses …)</source>
        <translation>Cartes allemandes (glands, roses …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="254"/>
        <source>French (Clubs, Spades …)</source>
        <translation>Cartes françaises (trèfle, pique …)</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="230"/>
        <source>The value of “{label}” is missing: type a number</source>
        <translation>Il manque la valeur de «&#xa0;{label}&#xa0;»&#xa0;: tapez un nombre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="337"/>
        <source>A new row at the end, with the next factor</source>
        <translation>Une nouvelle ligne à la fin, avec le facteur suivant</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="392"/>
        <source>A new row above this one ({0})</source>
        <translation>Une nouvelle ligne au-dessus de celle-ci ({0})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="396"/>
        <location filename="../../jasstafel/ui/settingsform.py" line="525"/>
        <source>Remove this row</source>
        <translation>Retirer cette ligne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="438"/>
        <source>Row {row} ×{factor} is played (entry {entry}): it cannot be removed</source>
        <translation>La ligne {row} ×{factor} est jouée (inscription {entry})&#xa0;: elle ne peut pas être retirée</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="440"/>
        <source>Row {row} ×{factor} is played (entry {entry}): its kind cannot be changed</source>
        <translation>La ligne {row} ×{factor} est jouée (inscription {entry})&#xa0;: son genre ne peut pas être changé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="507"/>
        <source>Row {0}: factor</source>
        <translation>Ligne {0}&#xa0;: facteur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="517"/>
        <source>Row {0}: name</source>
        <translation>Ligne {0}&#xa0;: nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="518"/>
        <source>Row {0}: kind</source>
        <translation>Ligne {0}&#xa0;: genre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="519"/>
        <source>Insert a row above row {0}</source>
        <translation>Insérer une ligne au-dessus de la ligne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="520"/>
        <source>Remove row {0}</source>
        <translation>Retirer la ligne {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="536"/>
        <source>{n} rows ({low} to {high})</source>
        <translation>{n} lignes ({low} à {high})</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="582"/>
        <source>Row {0}: the name is missing</source>
        <translation>Ligne {0}&#xa0;: il manque le nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="584"/>
        <source>Row {0}: a name has at most 40 characters, not {1}</source>
        <translation>Ligne {0}&#xa0;: un nom a au plus 40 caractères, pas {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="814"/>
        <source>Target of team {0}</source>
        <translation>But de l’équipe {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="815"/>
        <source>{0}, place {1}</source>
        <translation>{0}, place {1}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="820"/>
        <source>Team {0}</source>
        <translation>Équipe {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="232"/>
        <location filename="../../jasstafel/core/setting_words.py" line="251"/>
        <source>best single round wins</source>
        <translation>la meilleure donne gagne</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="233"/>
        <location filename="../../jasstafel/core/setting_words.py" line="242"/>
        <location filename="../../jasstafel/core/setting_words.py" line="252"/>
        <source>shared rank</source>
        <translation>rang partagé</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="255"/>
        <source>trump</source>
        <translation>atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="256"/>
        <source>no trump</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="257"/>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <location filename="../../jasstafel/core/setting_words.py" line="258"/>
        <source>free choice</source>
        <translation>libre choix</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="265"/>
        <source>Factor {0}</source>
        <translation>Facteur {0}</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="328"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="328"/>
        <source>Factor</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="328"/>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <location filename="../../jasstafel/ui/settingsform.py" line="335"/>
        <source>Add row</source>
        <translation>Ajouter une ligne</translation>
    </message>
</context>
<context>
    <name>striche</name>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="48"/>
        <source>1 Strich</source>
        <translation>1 trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="48"/>
        <source>{0} Striche</source>
        <translation>{0} traits</translation>
    </message>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="54"/>
        <source>with 1 Strich</source>
        <translation>avec 1 trait</translation>
    </message>
    <message>
        <location filename="../../jasstafel/drawing/striche.py" line="54"/>
        <source>with {0} Striche</source>
        <translation>avec {0} traits</translation>
    </message>
</context>
</TS>
