"""A real browser for the live pages: Debian's chromium driven by its chromedriver
(selenium), headless, with a fresh profile and nothing that talks to the internet."""

from __future__ import annotations

import shutil
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
    def __init__(self, size: tuple[int, int] = PHONE) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.profile = tempfile.mkdtemp(prefix="jasstafel-chromium-")
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

    def quit(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)
