"""The bundle's entry point: the ``jasstafel`` command (window, or a subcommand), as installed.

PyInstaller needs a script; ``jasstafel/__main__.py`` uses a relative import, so this file
calls the same ``jasstafel.cli.main`` that the ``jasstafel`` console script calls.
"""

import sys

from jasstafel.cli import main

if __name__ == "__main__":
    sys.exit(main())
