"""Modules the page downloads on first import: build.py splits what only some players use (a game
other than the first, rooms and the peer protocol, the guide's rules text) out of the start wheel
into bundles. The first import of any module of a bundle fetches the whole bundle, unpacks it beside
the wheel, and leaves the import to Python's usual finders. The fetch is synchronous (an import
cannot wait for a promise); the page fetches the bundles ahead in the background
(``prefetch_all``), so this only happens when a player is quicker than that.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import io
import sys
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

Fetch = Callable[[str], bytes]


class BundleUnavailable(ImportError):
    """A bundle could not be fetched (offline before the page prefetched it): the screen says so and
    the same tap, once online again, fetches it anew (a failed fetch is not remembered)."""

    def __init__(self, url: str, why: str) -> None:
        super().__init__(f"the bundle {url} could not be fetched: {why}")
        self.url = url


def fetch_sync(url: str) -> bytes:
    """The bytes at ``url`` by a synchronous request (in a page or a worker)."""
    import js  # type: ignore[import-not-found]

    xhr = js.XMLHttpRequest.new()
    xhr.open("GET", url, False)
    xhr.overrideMimeType("text/plain; charset=x-user-defined")  # each byte as one char, U+F700 + byte over 0x7F
    xhr.send()
    if xhr.status != 200:
        raise OSError(f"{url}: HTTP {xhr.status}")
    return str(xhr.responseText).encode("utf-16-le")[::2]


class _Fetching(importlib.machinery.SourceFileLoader):
    """Loads a bundled module from where its bundle unpacks, unpacking the bundle first."""

    def __init__(self, finder: LazyBundles, url: str, fullname: str, path: str) -> None:
        super().__init__(fullname, path)
        self.finder, self.url = finder, url

    def exec_module(self, module: ModuleType) -> None:
        self.finder.ensure(self.url)
        super().exec_module(module)


class LazyBundles(importlib.abc.MetaPathFinder):
    """A meta path finder for the modules of ``bundles`` ({url: dotted module names}), unpacking
    each bundle into ``target`` (site-packages) when one of its modules is first imported. Finding
    a module (``importlib.util.find_spec``: is the lobby there?) fetches nothing."""

    def __init__(self, bundles: dict[str, Sequence[str]], target: Path, fetch: Fetch = fetch_sync) -> None:
        self.owner = {name: url for url, names in bundles.items() for name in names}
        self.target, self.fetch = target, fetch
        self.fetched: list[str] = []

    def ensure(self, url: str, data: bytes | None = None) -> None:
        """Unpack the bundle at ``url`` (``data`` if the caller has its bytes) unless done already."""
        if url in self.fetched:
            return
        try:
            raw = self.fetch(url) if data is None else data
        except Exception as e:  # offline, and the bundle never came: say which and why
            raise BundleUnavailable(url, str(e)) from e
        with zipfile.ZipFile(io.BytesIO(raw)) as zf:
            zf.extractall(self.target)
        self.fetched.append(url)
        importlib.invalidate_caches()  # the path finders cached the folders without these files

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        url = self.owner.get(fullname)
        if url is None or url in self.fetched:
            return None  # not bundled, or on disk already: the usual finders
        base = Path(path[0] if path else self.target) / fullname.rpartition(".")[2]
        package = any(name.startswith(fullname + ".") for name in self.owner)
        origin = base / "__init__.py" if package else base.with_suffix(".py")
        return importlib.util.spec_from_file_location(
            fullname, origin, loader=_Fetching(self, url, fullname, str(origin)),
            submodule_search_locations=[str(base)] if package else None)

    def pending(self) -> list[str]:
        return sorted(set(self.owner.values()) - set(self.fetched))


def install(bundles: dict[str, Sequence[str]], fetch: Fetch = fetch_sync) -> LazyBundles:
    """Put a LazyBundles finder first in ``sys.meta_path`` (once) and return it."""
    for f in sys.meta_path:
        if isinstance(f, LazyBundles):
            return f
    here = Path(__file__).resolve().parents[2]  # site-packages: the folder holding pygame_core/
    finder = LazyBundles(bundles, here, fetch)
    sys.meta_path.insert(0, finder)
    return finder
