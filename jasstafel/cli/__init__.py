"""The ``jasstafel`` command line: the top layer, a client of the core, the club, the printer
and (when no command is given) the window.

* :mod:`.main`: ``score``, ``check``, ``schema``, ``variants``, ``new``, ``print``, ``export``
  and starting the window;
* :mod:`.club`: ``jasstafel club …``, the club database.

Nothing here imports Qt unless a command needs it (the window, printing).
"""

from .main import main

__all__ = ["main"]
