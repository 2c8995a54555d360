<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>cli</name>
    <message numerus="yes">
        <location filename="../../jasstafel/cli/main.py" line="224"/>
        <source>%n entries, all valid</source>
        <extracomment>the arguments of the match commands that are text, not file names</extracomment>
        <translation>
            <numerusform>%n entry, all valid</numerusform>
            <numerusform>%n entries, all valid</numerusform>
        </translation>
    </message>
</context>
</TS>
