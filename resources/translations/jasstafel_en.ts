<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DifferenzlerBoard</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="103"/>
        <source>%n games played · lowest penalty wins</source>
        <translation>
            <numerusform>%n game played · lowest penalty wins</numerusform>
            <numerusform>%n games played · lowest penalty wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_board.py" line="108"/>
        <source>%n games · lowest penalty wins</source>
        <translation>
            <numerusform>%n game · lowest penalty wins</numerusform>
            <numerusform>%n games · lowest penalty wins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DifferenzlerEntryPanel</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="335"/>
        <source>%n games to play</source>
        <translation>
            <numerusform>%n game to play</numerusform>
            <numerusform>%n games to play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/differenzler_entry.py" line="383"/>
        <source>Predictions missing for {0}: type them, or - for no prediction</source>
        <translation>
            <numerusform>Prediction missing for {0}: type it, or - for no prediction</numerusform>
            <numerusform>Predictions missing for {0}: type them, or - for no prediction</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="532"/>
        <source>{0} present: %n tables of four</source>
        <translation>
            <numerusform>{0} present: %n table of four</numerusform>
            <numerusform>{0} present: %n tables of four</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="535"/>
        <source>%n of three</source>
        <translation>
            <numerusform>%n of three</numerusform>
            <numerusform>%n of three</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening_dialogs.py" line="537"/>
        <source>%n sit out each Passe (in turn)</source>
        <translation>
            <numerusform>%n sits out each Passe (in turn)</numerusform>
            <numerusform>%n sit out each Passe (in turn)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EveningPage</name>
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
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="801"/>
        <source>%n of 1 table recorded</source>
        <translation>
            <numerusform>%n of 1 table recorded</numerusform>
            <numerusform>%n of 1 table recorded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/evening.py" line="803"/>
        <source>%n of {0} tables recorded</source>
        <translation>
            <numerusform>%n of {0} tables recorded</numerusform>
            <numerusform>%n of {0} tables recorded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FahnderEntryPanel</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="684"/>
        <source>{0} are Fahnder-Könige. The match is over.</source>
        <translation>
            <numerusform>{0} is Fahnder-König. The match is over.</numerusform>
            <numerusform>{0} are Fahnder-Könige. The match is over.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="867"/>
        <source>{0} lacks %n entry that its rescue copy has (kept among the unsaved matches when the file could not take it). Continue the copy (File → Unsaved matches…) to have every entry in the file; what is written into the file as it is now is not in the copy.</source>
        <translation>
            <numerusform>{0} lacks %n entry that its rescue copy has (kept among the unsaved matches when the file could not take it). Continue the copy (File → Unsaved matches…) to have every entry in the file; what is written into the file as it is now is not in the copy.</numerusform>
            <numerusform>{0} lacks %n entries that its rescue copy has (kept among the unsaved matches when the file could not take them). Continue the copy (File → Unsaved matches…) to have every entry in the file; what is written into the file as it is now is not in the copy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1056"/>
        <source>The live evening has ended: %n entries of this table (Passe {0}, table {1}) were not sent.</source>
        <translation>
            <numerusform>The live evening has ended: %n entry of this table (Passe {0}, table {1}) was not sent.</numerusform>
            <numerusform>The live evening has ended: %n entries of this table (Passe {0}, table {1}) were not sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1061"/>
        <source>No connection to the live evening&apos;s server: %n entries of this table (Passe {0}, table {1}) were not sent.</source>
        <translation>
            <numerusform>No connection to the live evening&apos;s server: %n entry of this table (Passe {0}, table {1}) was not sent.</numerusform>
            <numerusform>No connection to the live evening&apos;s server: %n entries of this table (Passe {0}, table {1}) were not sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1140"/>
        <source>{0} is not saved in a file yet (%n entries). Save it in a file, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted)?</source>
        <translation>
            <numerusform>{0} is not saved in a file yet (%n entry). Save it in a file, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted)?</numerusform>
            <numerusform>{0} is not saved in a file yet (%n entries). Save it in a file, keep it among the unsaved matches (File → Unsaved matches…), or discard it (deleted)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1145"/>
        <source>{0} is not saved in a file yet (%n entries).</source>
        <translation>
            <numerusform>{0} is not saved in a file yet (%n entry).</numerusform>
            <numerusform>{0} is not saved in a file yet (%n entries).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1172"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, in a folder you may write to, discard it (deleted), or stay with it.</source>
        <translation>
            <numerusform>{1} is not saved in a file yet (%n entry), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, in a folder you may write to, discard it (deleted), or stay with it.</numerusform>
            <numerusform>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, in a folder you may write to, discard it (deleted), or stay with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1178"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it (if the disk is full, free some space).</source>
        <translation>
            <numerusform>{1} is not saved in a file yet (%n entry), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it (if the disk is full, free some space).</numerusform>
            <numerusform>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it (if the disk is full, free some space).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1184"/>
        <source>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it.</source>
        <translation>
            <numerusform>{1} is not saved in a file yet (%n entry), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it.</numerusform>
            <numerusform>{1} is not saved in a file yet (%n entries), and saving it automatically failed:
{0}

What is not saved is only in this window: leaving would lose it. Save it in a file with Save as…, discard it (deleted), or stay with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1703"/>
        <source>Saved as {0} (%n entries).</source>
        <translation>
            <numerusform>Saved as {0} (%n entry).</numerusform>
            <numerusform>Saved as {0} (%n entries).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1727"/>
        <source>{0} stays as it was saved, with its %n entries: it is only not reopened now (File → Open recent has it).</source>
        <translation>
            <numerusform>{0} stays as it was saved, with its %n entry: it is only not reopened now (File → Open recent has it).</numerusform>
            <numerusform>{0} stays as it was saved, with its %n entries: it is only not reopened now (File → Open recent has it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1736"/>
        <source>{0}, %n entries and the round being typed: this match is deleted with that round, and cannot be brought back.</source>
        <translation>
            <numerusform>{0}, %n entry and the round being typed: this match is deleted with that round, and cannot be brought back.</numerusform>
            <numerusform>{0}, %n entries and the round being typed: this match is deleted with that round, and cannot be brought back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1740"/>
        <source>{0}, %n entries: this match is deleted, and cannot be brought back.</source>
        <translation>
            <numerusform>{0}, %n entry: this match is deleted, and cannot be brought back.</numerusform>
            <numerusform>{0}, %n entries: this match is deleted, and cannot be brought back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1754"/>
        <source>{0}: the rescue copy of a named match ({1}), %n entries, is deleted.</source>
        <translation>
            <numerusform>{0}: the rescue copy of a named match ({1}), %n entry, is deleted.</numerusform>
            <numerusform>{0}: the rescue copy of a named match ({1}), %n entries, is deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1757"/>
        <source>{0}: the rescue copy of {1} ({2}), %n entries, is deleted.</source>
        <translation>
            <numerusform>{0}: the rescue copy of {1} ({2}), %n entry, is deleted.</numerusform>
            <numerusform>{0}: the rescue copy of {1} ({2}), %n entries, is deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/mainwindow.py" line="1762"/>
        <source>{0} itself stays as it is, without the copy&apos;s last %n entries.</source>
        <translation>
            <numerusform>{0} itself stays as it is, without the copy&apos;s last entry.</numerusform>
            <numerusform>{0} itself stays as it is, without the copy&apos;s last %n entries.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MembersPage</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/members.py" line="177"/>
        <source>%n members</source>
        <translation>
            <numerusform>%n member</numerusform>
            <numerusform>%n members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/members.py" line="178"/>
        <source>%n active</source>
        <translation>
            <numerusform>%n active</numerusform>
            <numerusform>%n active</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Molotow</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="58"/>
        <source>{0} wins with %n points</source>
        <translation>
            <numerusform>{0} wins with %n point</numerusform>
            <numerusform>{0} wins with %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MolotowBoard</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="184"/>
        <source>%n rounds played · fewest points win</source>
        <translation>
            <numerusform>%n round played · fewest points win</numerusform>
            <numerusform>%n rounds played · fewest points win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_board.py" line="188"/>
        <source>%n rounds · fewest points win</source>
        <translation>
            <numerusform>%n round · fewest points win</numerusform>
            <numerusform>%n rounds · fewest points win</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MolotowEntryPanel</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/molotow_entry.py" line="433"/>
        <source>%n rounds to play</source>
        <translation>
            <numerusform>%n round to play</numerusform>
            <numerusform>%n rounds to play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PandurEntryPanel</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="752"/>
        <source>{0} instead of the {1} card points and the Weis {2} typed</source>
        <translation>
            <numerusform>{0} instead of the {1} card point and the Weis {2} typed</numerusform>
            <numerusform>{0} instead of the {1} card points and the Weis {2} typed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="755"/>
        <source>{0} instead of the {1} card points typed</source>
        <translation>
            <numerusform>{0} instead of the {1} card point typed</numerusform>
            <numerusform>{0} instead of the {1} card points typed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="866"/>
        <source>{0} reaches 15</source>
        <translation>
            <numerusform>{0} reaches 15</numerusform>
            <numerusform>{0} reach 15</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="917"/>
        <source>Deal {0}: {1} deals again; {2} play ({3} reached 15)</source>
        <translation>
            <numerusform>Deal {0}: {1} deals again; {2} play ({3} reached 15)</numerusform>
            <numerusform>Deal {0}: {1} deals again; {2} play ({3} reached 15)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/pandur_entry.py" line="919"/>
        <source>Deal {0}: {1} deals; {2} play ({3} reached 15)</source>
        <translation>
            <numerusform>Deal {0}: {1} deals; {2} play ({3} reached 15)</numerusform>
            <numerusform>Deal {0}: {1} deals; {2} play ({3} reached 15)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsTable</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/widgets/points_table.py" line="836"/>
        <source>⋮ %n earlier rounds</source>
        <translation>
            <numerusform>⋮ %n earlier round</numerusform>
            <numerusform>⋮ %n earlier rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PunktetafelEntryPanel</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/punktetafel_entry.py" line="142"/>
        <source>%n rounds to play</source>
        <translation>
            <numerusform>%n round to play</numerusform>
            <numerusform>%n rounds to play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingPanel</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/rankings.py" line="645"/>
        <source>%n notes</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="384"/>
        <source>%n entries and a round begun</source>
        <translation>
            <numerusform>%n entry and a round begun</numerusform>
            <numerusform>%n entries and a round begun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="385"/>
        <location filename="../../jasstafel/ui/recovery.py" line="634"/>
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/recovery.py" line="637"/>
        <source>{0} has %n entries fewer</source>
        <translation>
            <numerusform>{0} has %n entry fewer</numerusform>
            <numerusform>{0} has %n entries fewer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchieberBoard</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="137"/>
        <source>%n rounds played</source>
        <translation>
            <numerusform>%n round played</numerusform>
            <numerusform>%n rounds played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/schieber_board.py" line="186"/>
        <source>%n Striche</source>
        <translation>
            <numerusform>%n Strich</numerusform>
            <numerusform>%n Striche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowLink</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/live.py" line="616"/>
        <source>Evening ended: %n entries were not sent, they are kept on this computer</source>
        <translation>
            <numerusform>Evening ended: %n entry was not sent, it is kept on this computer</numerusform>
            <numerusform>Evening ended: %n entries were not sent, they are kept on this computer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/club/live.py" line="625"/>
        <source>No connection: %n entries are kept on this computer and sent later</source>
        <translation>
            <numerusform>No connection: %n entry is kept on this computer and sent later</numerusform>
            <numerusform>No connection: %n entries are kept on this computer and sent later</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/main.py" line="475"/>
        <source>%n entries, all valid</source>
        <translation>
            <numerusform>%n entry, all valid</numerusform>
            <numerusform>%n entries, all valid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/main.py" line="493"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>club</name>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="860"/>
        <location filename="../../jasstafel/cli/club.py" line="1505"/>
        <source>%n Passen</source>
        <translation>
            <numerusform>%n Passe</numerusform>
            <numerusform>%n Passen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="903"/>
        <location filename="../../jasstafel/cli/club.py" line="908"/>
        <source>%n results</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="934"/>
        <source>note: %n times two players meet again as opponents (no draw without it was found)</source>
        <translation>
            <numerusform>note: once two players meet again as opponents (no draw without it was found)</numerusform>
            <numerusform>note: %n times two players meet again as opponents (no draw without it was found)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1503"/>
        <source>%n evenings</source>
        <translation>
            <numerusform>%n evening</numerusform>
            <numerusform>%n evenings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/club.py" line="1507"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
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
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="701"/>
        <source>Counted: each member&apos;s best %n results of the season&apos;s first {size} evenings; dropped results are marked.</source>
        <translation>
            <numerusform>Counted: each member&apos;s best result of the season&apos;s first {size} evenings; dropped results are marked.</numerusform>
            <numerusform>Counted: each member&apos;s best %n results of the season&apos;s first {size} evenings; dropped results are marked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="705"/>
        <source>Counted: each member&apos;s best %n results of the season&apos;s {size} evenings; dropped results are marked.</source>
        <translation>
            <numerusform>Counted: each member&apos;s best result of the season&apos;s {size} evenings; dropped results are marked.</numerusform>
            <numerusform>Counted: each member&apos;s best %n results of the season&apos;s {size} evenings; dropped results are marked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="710"/>
        <source>Counted: every result of the season&apos;s first %n evenings.</source>
        <translation>
            <numerusform>Counted: every result of the season&apos;s first evening.</numerusform>
            <numerusform>Counted: every result of the season&apos;s first %n evenings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="713"/>
        <source>Counted: every result of the season&apos;s %n evenings.</source>
        <translation>
            <numerusform>Counted: every result of the season&apos;s %n evening.</numerusform>
            <numerusform>Counted: every result of the season&apos;s %n evenings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/ranking.py" line="717"/>
        <source>The worst %n results of each member are dropped once the season has more than %n evenings.</source>
        <translation>
            <numerusform>The worst result of each member is dropped once the season has more than one evening.</numerusform>
            <numerusform>The worst %n results of each member are dropped once the season has more than %n evenings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="89"/>
        <source>%n deals played</source>
        <translation>
            <numerusform>%n deal played</numerusform>
            <numerusform>%n deals played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="85"/>
        <source>%n rounds played</source>
        <translation>
            <numerusform>%n round played</numerusform>
            <numerusform>%n rounds played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="68"/>
        <source>{played} of %n rows per team played</source>
        <translation>
            <numerusform>{played} of %n row per team played</numerusform>
            <numerusform>{played} of %n rows per team played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="74"/>
        <source>{played} of %n rows played</source>
        <translation>
            <numerusform>{played} of %n row played</numerusform>
            <numerusform>{played} of %n rows played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="79"/>
        <source>{played} of %n games played</source>
        <translation>
            <numerusform>{played} of %n game played</numerusform>
            <numerusform>{played} of %n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="63"/>
        <source>{played} of %n rounds played</source>
        <translation>
            <numerusform>{played} of %n round played</numerusform>
            <numerusform>{played} of %n rounds played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/club.py" line="688"/>
        <source>ends after %n rounds</source>
        <translation>
            <numerusform>ends after %n round</numerusform>
            <numerusform>ends after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/club.py" line="743"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="90"/>
        <source>not finished after %n deals</source>
        <translation>
            <numerusform>not finished after %n deal</numerusform>
            <numerusform>not finished after %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="86"/>
        <source>not finished after %n rounds</source>
        <translation>
            <numerusform>not finished after %n round</numerusform>
            <numerusform>not finished after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="70"/>
        <source>not finished: {played} of %n rows per team</source>
        <translation>
            <numerusform>not finished: {played} of %n row per team</numerusform>
            <numerusform>not finished: {played} of %n rows per team</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="76"/>
        <source>not finished: {played} of %n rows</source>
        <translation>
            <numerusform>not finished: {played} of %n row</numerusform>
            <numerusform>not finished: {played} of %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="81"/>
        <source>not finished: {played} of %n games</source>
        <translation>
            <numerusform>not finished: {played} of %n game</numerusform>
            <numerusform>not finished: {played} of %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/progress.py" line="65"/>
        <source>not finished: {played} of %n rounds</source>
        <translation>
            <numerusform>not finished: {played} of %n round</numerusform>
            <numerusform>not finished: {played} of %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="176"/>
        <source>a Schieber broken off after %n rounds writes a team at most {most} points ({round} a round)</source>
        <translation>
            <numerusform>a Schieber broken off after %n round writes a team at most {most} points ({round} a round)</numerusform>
            <numerusform>a Schieber broken off after %n rounds writes a team at most {most} points ({round} a round)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="219"/>
        <source>{side}: {points} is not possible: a Schieber to {target} broken off after %n rounds had not ended: no team had reached the target, unless both crossed it in the same round ({other} have {other_points})</source>
        <translation>
            <numerusform>{side}: {points} is not possible: a Schieber to {target} broken off after %n round had not ended: no team had reached the target, unless both crossed it in the same round ({other} have {other_points})</numerusform>
            <numerusform>{side}: {points} is not possible: a Schieber to {target} broken off after %n rounds had not ended: no team had reached the target, unless both crossed it in the same round ({other} have {other_points})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="435"/>
        <source>a Handjass broken off after %n rounds had nobody at {voll} Striche: a player has 0 to {most}</source>
        <translation>
            <numerusform>a Handjass broken off after %n round had nobody at {voll} Striche: a player has 0 to {most}</numerusform>
            <numerusform>a Handjass broken off after %n rounds had nobody at {voll} Striche: a player has 0 to {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="478"/>
        <source>{side}: {striche} Striche is not possible: a Fahnder broken off after %n rounds gives a player at most {most} Striche (3 a round)</source>
        <translation>
            <numerusform>{side}: {striche} Striche is not possible: a Fahnder broken off after %n round gives a player at most {most} Striche (3 a round)</numerusform>
            <numerusform>{side}: {striche} Striche is not possible: a Fahnder broken off after %n rounds gives a player at most {most} Striche (3 a round)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="487"/>
        <source>{side}: {net} net Striche is not possible: a Fahnder broken off after %n rounds had no Fahnder-König ({target} net Striche): at most {most}</source>
        <translation>
            <numerusform>{side}: {net} net Striche is not possible: a Fahnder broken off after %n round had no Fahnder-König ({target} net Striche): at most {most}</numerusform>
            <numerusform>{side}: {net} net Striche is not possible: a Fahnder broken off after %n rounds had no Fahnder-König ({target} net Striche): at most {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="503"/>
        <source>a Pandur broken off after %n deals gives a player at most {most} score points (6 a deal)</source>
        <translation>
            <numerusform>a Pandur broken off after %n deal gives a player at most {most} score points (6 a deal)</numerusform>
            <numerusform>a Pandur broken off after %n deals gives a player at most {most} score points (6 a deal)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/club/limits.py" line="512"/>
        <source>{sides}: {points} is not possible: a Pandur broken off after %n deals had not ended: it goes on while two players are under 15</source>
        <translation>
            <numerusform>{sides}: {points} is not possible: a Pandur broken off after %n deal had not ended: it goes on while two players are under 15</numerusform>
            <numerusform>{sides}: {points} is not possible: a Pandur broken off after %n deals had not ended: it goes on while two players are under 15</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>handjass</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="112"/>
        <source>%n Striche to win</source>
        <translation>
            <numerusform>%n Strich to win</numerusform>
            <numerusform>%n Striche to win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/handjass_board.py" line="114"/>
        <source>%n Striche to go</source>
        <translation>
            <numerusform>%n Strich to go</numerusform>
            <numerusform>%n Striche to go</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>print</name>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="51"/>
        <source>Tie with %n penalty points</source>
        <translation>
            <numerusform>Tie with %n penalty point</numerusform>
            <numerusform>Tie with %n penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="53"/>
        <source>With %n penalty points</source>
        <translation>
            <numerusform>With %n penalty point</numerusform>
            <numerusform>With %n penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="55"/>
        <source>Tie with %n points</source>
        <translation>
            <numerusform>Tie with %n point</numerusform>
            <numerusform>Tie with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="56"/>
        <source>With %n points</source>
        <translation>
            <numerusform>With %n point</numerusform>
            <numerusform>With %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/base.py" line="359"/>
        <source>Not finished: the board after %n entries.</source>
        <translation>
            <numerusform>Not finished: the board after %n entry.</numerusform>
            <numerusform>Not finished: the board after %n entries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/teams.py" line="76"/>
        <source>%n rounds (Turnier): the higher total wins</source>
        <translation>
            <numerusform>%n round (Turnier): the higher total wins</numerusform>
            <numerusform>%n rounds (Turnier): the higher total wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="154"/>
        <source>%n played</source>
        <translation>
            <numerusform>%n played</numerusform>
            <numerusform>%n played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="156"/>
        <source>%n without a bid</source>
        <translation>
            <numerusform>%n without a bid</numerusform>
            <numerusform>%n without a bid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/statistics.py" line="158"/>
        <source>%n misdeals</source>
        <translation>
            <numerusform>%n misdeal</numerusform>
            <numerusform>%n misdeals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/scores.py" line="146"/>
        <source>With %n points (drew the higher card)</source>
        <translation>
            <numerusform>With %n point (drew the higher card)</numerusform>
            <numerusform>With %n points (drew the higher card)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/printing/scores.py" line="148"/>
        <source>With %n points (drew the highest card)</source>
        <translation>
            <numerusform>With %n point (drew the highest card)</numerusform>
            <numerusform>With %n points (drew the highest card)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rank</name>
    <message numerus="yes">
        <location filename="../../jasstafel/i18n.py" line="197"/>
        <source>%n</source>
        <translation>
            <numerusform>%n</numerusform>
            <numerusform>%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message numerus="yes">
        <location filename="../../jasstafel/ui/variants/fahnder_entry.py" line="82"/>
        <source>%n Striche</source>
        <translation>
            <numerusform>%n Strich</numerusform>
            <numerusform>%n Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="174"/>
        <source>{player} has won with %n points; {players} draw a card for place {place}</source>
        <translation>
            <numerusform>{player} has won with %n point; {players} draw a card for place {place}</numerusform>
            <numerusform>{player} has won with %n points; {players} draw a card for place {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="281"/>
        <source>All %n rounds are played: only the tied players&apos; draw is left</source>
        <translation>
            <numerusform>The one round is played: only the tied players&apos; draw is left</numerusform>
            <numerusform>All %n rounds are played: only the tied players&apos; draw is left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="397"/>
        <source>A tie is decided by drawing a card only after the last round (%n rounds, {played} played)</source>
        <translation>
            <numerusform>A tie is decided by drawing a card only after the last round (%n round, {played} played)</numerusform>
            <numerusform>A tie is decided by drawing a card only after the last round (%n rounds, {played} played)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="478"/>
        <source>{player} wins with %n points</source>
        <translation>
            <numerusform>{player} wins with %n point</numerusform>
            <numerusform>{player} wins with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="481"/>
        <source>{player} wins with %n points (drew the higher card)</source>
        <translation>
            <numerusform>{player} wins with %n point (drew the higher card)</numerusform>
            <numerusform>{player} wins with %n points (drew the higher card)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/molotow.py" line="484"/>
        <source>{player} wins with %n points (drew the highest card)</source>
        <translation>
            <numerusform>{player} wins with %n point (drew the highest card)</numerusform>
            <numerusform>{player} wins with %n points (drew the highest card)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/punktetafel.py" line="228"/>
        <source>last of %n rounds</source>
        <translation>
            <numerusform>the only round</numerusform>
            <numerusform>last of %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/punktetafel.py" line="255"/>
        <source>%n rounds</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
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
    <message numerus="yes">
        <location filename="../../jasstafel/core/fahnder.py" line="355"/>
        <source>{players} are Fahnder-Könige: the match is over</source>
        <translation>
            <numerusform>{players} is Fahnder-König: the match is over</numerusform>
            <numerusform>{players} are Fahnder-Könige: the match is over</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/differenzler.py" line="207"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="451"/>
        <source>{players} win (tie) with %n penalty points</source>
        <translation>
            <numerusform>{players} win (tie) with %n penalty point</numerusform>
            <numerusform>{players} win (tie) with %n penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/differenzler.py" line="210"/>
        <location filename="../../jasstafel/core/guggitaler.py" line="454"/>
        <source>{players} wins with %n penalty points</source>
        <translation>
            <numerusform>{players} wins with %n penalty point</numerusform>
            <numerusform>{players} wins with %n penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/schieber.py" line="392"/>
        <source>A Turnier ends after its %n rounds: nobody calls Bedanken</source>
        <translation>
            <numerusform>A Turnier ends after its %n round: nobody calls Bedanken</numerusform>
            <numerusform>A Turnier ends after its %n rounds: nobody calls Bedanken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/variant.py" line="130"/>
        <source>All %n rounds are played: a round inserted would be one too many (correct a round instead)</source>
        <translation>
            <numerusform>The only round is played: a round inserted would be one too many (correct it instead)</numerusform>
            <numerusform>All %n rounds are played: a round inserted would be one too many (correct a round instead)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/variant.py" line="141"/>
        <source>All %n games are played: a game inserted would be one too many (correct a game instead)</source>
        <translation>
            <numerusform>The only game is played: a game inserted would be one too many (correct it instead)</numerusform>
            <numerusform>All %n games are played: a game inserted would be one too many (correct a game instead)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/handjass.py" line="235"/>
        <source>{player} %n Striche</source>
        <translation>
            <numerusform>{player} %n Strich</numerusform>
            <numerusform>{player} %n Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/handjass.py" line="314"/>
        <source>with %n Striche</source>
        <translation>
            <numerusform>with %n Strich</numerusform>
            <numerusform>with %n Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="609"/>
        <source>expected at least %n items</source>
        <translation>
            <numerusform>expected at least %n item</numerusform>
            <numerusform>expected at least %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="612"/>
        <source>expected at most %n items</source>
        <translation>
            <numerusform>expected at most %n item</numerusform>
            <numerusform>expected at most %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="615"/>
        <source>expected at least %n characters</source>
        <translation>
            <numerusform>expected at least %n character</numerusform>
            <numerusform>expected at least %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/matchfile.py" line="618"/>
        <source>expected at most %n characters</source>
        <translation>
            <numerusform>expected at most %n character</numerusform>
            <numerusform>expected at most %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/text.py" line="259"/>
        <source>%n bytes</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/guggitaler.py" line="460"/>
        <source>{players} win (tie) with %n points</source>
        <translation>
            <numerusform>{players} win (tie) with %n point</numerusform>
            <numerusform>{players} win (tie) with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../jasstafel/core/guggitaler.py" line="462"/>
        <source>{players} wins with %n points</source>
        <translation>
            <numerusform>{players} wins with %n point</numerusform>
            <numerusform>{players} wins with %n points</numerusform>
        </translation>
    </message>
</context>
</TS>
