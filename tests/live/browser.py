"""A real browser for the live pages: Debian's chromium driven by its chromedriver
(selenium), headless, with a fresh profile and nothing that talks to the internet."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import tempfile
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
PHONE = (390, 844)  # a phone in portrait, in CSS pixels


def missing() -> str | None:
    """Why no browser test can run here, or None."""
    for tool in (CHROMIUM, CHROMEDRIVER):
        if not tool.exists():
            return f"{tool} is not installed (Debian: apt-get install chromium chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


class Browser:
    def __init__(self, size: tuple[int, int] = PHONE, profile: str | None = None) -> None:
        """*profile*: a killed browser's profile, to open it again (else a fresh one)."""
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.profile = profile or tempfile.mkdtemp(prefix="jasstafel-chromium-")
        self.killed = False
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                    "--disable-extensions", "--disable-default-apps", "--mute-audio",
                    "--hide-scrollbars", "--lang=de-CH",
                    f"--window-size={size[0]},{size[1]}", f"--user-data-dir={self.profile}"):
            options.add_argument(arg)
        self.driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
        self.driver.set_window_size(*size)
        # the page's own size: the window's inner width is what a phone's viewport is
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True})
        self.driver.execute_cdp_cmd("Network.enable", {})

    def offline(self, off: bool) -> None:
        """The page's network cut (or back), as when the Wi-Fi drops."""
        self.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": off, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})

    def size(self, width: int, height: int, mobile: bool = False) -> None:
        self.driver.set_window_size(width, height)
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def kill(self) -> str:
        """The browser killed at once (SIGKILL), as a phone's system ends it: nothing is
        written to disk any more. Its profile, to open it again."""
        service = self.driver.service.process
        for pid in _descendants(service.pid):  # chromium's main process first, then its
            with contextlib.suppress(ProcessLookupError):  # helpers, then its driver
                os.kill(pid, signal.SIGKILL)
        service.kill()
        service.wait()
        self.killed = True
        return self.profile

    def quit(self) -> None:
        try:
            if not self.killed:
                self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)


def _descendants(pid: int) -> list[int]:
    """The processes *pid* started and theirs, parents first (Linux)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            for child in (int(c) for c in (task / "children").read_text().split()):
                found += [child, *_descendants(child)]
    return found
