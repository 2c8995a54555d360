"""Build step: the resources go into the wheel as package data under ``jasstafel/resources``.

``resources/`` (translations, icons) sits at the top of the repository, beside the package,
where a checkout and an editable install find it (``jasstafel/i18n.py: RESOURCES``). A wheel
holds only packages, so this ``build_py`` adds the package ``jasstafel.resources`` with its
folder mapped to ``resources/`` (a package-dir / package-data mapping that pyproject.toml
cannot declare next to ``packages.find``). pyproject.toml names it:

    [tool.setuptools.cmdclass]
    build_py = "packaging.wheel_resources.BuildPy"

setuptools loads this file by its path (``packaging/wheel_resources.py``), not through
``import packaging``; nothing else imports it. The sdist carries this file and the resources,
so a wheel built from the sdist has them too.
"""

from __future__ import annotations

from setuptools.command.build_py import build_py

PACKAGE = "jasstafel.resources"
FOLDER = "resources"  # relative to the project root, as setuptools wants it
PATTERNS = [
    "translations/*.qm",
    "icons/*.svg",
    "icons/hicolor/*/*.png",
]
THIS_FILE = "packaging/wheel_resources.py"


class BuildPy(build_py):
    """setuptools' build_py plus the package ``jasstafel.resources`` mapped to ``resources/``."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.editable_mode:  # an editable install reads resources/ in the checkout
            return
        if PACKAGE not in (self.packages or []):
            self.packages = [*(self.packages or []), PACKAGE]
        self.package_dir = {**(self.package_dir or {}), PACKAGE: FOLDER}
        self.package_data = {**(self.package_data or {}), PACKAGE: PATTERNS}

    def analyze_manifest(self) -> None:
        """Our data are PATTERNS alone: setuptools would take the manifest's (the sdist's)
        copies of resources/icons/... for sub-packages and warn that they are absent."""
        packages = self.packages
        self.packages = [p for p in packages or [] if p != PACKAGE]
        try:
            super().analyze_manifest()
        finally:
            self.packages = packages

    def get_source_files(self) -> list[str]:
        """The sdist's sources: the package's, plus this build step itself."""
        return [*super().get_source_files(), THIS_FILE]
