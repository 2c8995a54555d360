"""The desktop entry, the AppStream metainfo and the MIME type are valid and agree.

desktop-file-validate (desktop-file-utils) and appstreamcli (appstream) run when installed;
the checks of what the files say run always.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from jasstafel import __version__

from .conftest import ROOT

APP_ID = "ch.jasstafel.Jasstafel"
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
SCREENSHOTS = ("window-schieber-freier-jass.png", "window-coiffeur-jassverein.png")


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def test_desktop_file_validates():
    result = subprocess.run([tool("desktop-file-validate"), str(DESKTOP)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates():
    result = subprocess.run([tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "E:" not in result.stdout and "W:" not in result.stdout, result.stdout


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_starts_jasstafel_with_its_icon_and_file_type():
    entry = desktop_entry()
    assert entry["Exec"] == "jasstafel %f"  # the console script of pyproject.toml
    assert 'jasstafel = "jasstafel.cli:main"' in (ROOT / "pyproject.toml").read_text()
    assert entry["Icon"] == APP_ID
    assert (ROOT / "resources" / "icons" / f"{APP_ID}.svg").is_file()
    assert "Game;" in entry["Categories"]
    mime = ET.parse(MIME).getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    (mime_type,) = mime.findall("m:mime-type", ns)
    assert entry["MimeType"] == mime_type.get("type") + ";"
    assert mime_type.find("m:glob", ns).get("pattern") == "*.jass"
    # the window tells the desktop which entry it belongs to
    assert f'setDesktopFileName("{APP_ID}")' in (ROOT / "jasstafel/ui/app.py").read_text()


def test_metainfo_names_the_desktop_entry_and_no_made_up_address():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    assert root.find("provides/binary").text == "jasstafel"
    assert root.find("provides/mediatype").text == desktop_entry()["MimeType"].rstrip(";")
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert 'license = "GPL-3.0-or-later"' in (ROOT / "pyproject.toml").read_text()
    assert root.find("releases/release").get("version") == __version__
    # The project has no public address: AppStream takes only absolute web addresses for
    # <url> and screenshots, so there are none rather than placeholders that lead nowhere.
    addresses = [e.text for e in root.iter() if e.tag in ("url", "image")]
    assert addresses == [], addresses
    for path in PACKAGING.iterdir():
        if path.is_file():
            assert "github.com/jasstafel" not in path.read_text(errors="replace"), path
    # the screenshots to name the day there is an address: scripts/screenshots.py writes
    # window-<example>.png for these examples
    for name in SCREENSHOTS:
        assert name in METAINFO.read_text()
        assert (ROOT / "docs" / "screenshots" / name).is_file()
        example = name.removeprefix("window-").removesuffix(".png") + ".jass"
        assert (ROOT / "docs" / "examples" / example).is_file()


def test_install_desktop_puts_everything_in_place(tmp_path):
    bash = tool("bash")
    prefix = tmp_path / "prefix"
    result = subprocess.run([bash, str(PACKAGING / "install-desktop"), "--prefix", str(prefix),
                             "--exec", "/opt/Jass Tafel/jasstafel"],
                            capture_output=True, text=True, timeout=120,
                            env={**os.environ, "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    share = prefix / "share"
    installed = (share / "applications" / DESKTOP.name).read_text()
    assert 'Exec="/opt/Jass Tafel/jasstafel" %f\n' in installed
    assert "TryExec=/opt/Jass Tafel/jasstafel\n" in installed
    assert (share / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").read_bytes() == MIME.read_bytes()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    sizes = sorted(p.parent.name for p in (ROOT / "resources/icons/hicolor").glob("*/*.png"))
    assert sizes and all((share / "icons" / "hicolor" / s / "apps" / f"{APP_ID}.png").is_file()
                         for s in sizes)
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(share / "applications" / DESKTOP.name)],
            capture_output=True, text=True, timeout=60)
        assert check.returncode == 0, check.stdout
    removed = subprocess.run([bash, str(PACKAGING / "install-desktop"), "--prefix", str(prefix),
                              "--uninstall"], capture_output=True, text=True, timeout=120)
    assert removed.returncode == 0, removed.stderr
    assert not list(share.rglob(f"{APP_ID}*"))
