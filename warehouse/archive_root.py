"""Where the archive's shards live: a local folder (the default) or an fsspec URL.

Every reader and writer of the shards goes through one `ArchiveRoot`: an fsspec filesystem and
the root's path on it. A plain path is fsspec's `file` filesystem, so the local default and a URL
(`file:///srv/archive`, `memory://archive`, `s3://bucket/archive` with s3fs installed) take the
same code path in Python: listing, writing, renaming and the send journal all call the
filesystem's methods, and no code opens a root's path with the operating system's calls.

DuckDB reads the shards in two ways, decided here alone: a root on fsspec's own local filesystem
is read by DuckDB's C++ file system (the same files, and no Python call per read); any other
filesystem is registered on the connection (`register_filesystem`), and DuckDB then sends every
path that starts with one of the filesystem's protocols followed by `://` to it: its `glob`,
`open`, `size` and reads, taking the interpreter lock for each.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, TypeAlias

import duckdb
import fsspec
from fsspec import AbstractFileSystem
from fsspec.implementations.local import LocalFileSystem

ONE_PUT_IS_ATOMIC = frozenset({"s3", "s3a", "gs", "gcs", "abfs", "abfss", "az", "memory"})
"""Protocols whose stores show a written object whole or not at all.

An object store makes an object visible only when its upload completes (a single PUT, or the
completion of a multipart upload), and has no rename: `mv` there is a copy and a delete, neither
atomic nor cheap. So on these a shard is written once, in place. Every other filesystem (local
disks, and anything unknown, where a reader might see a file while it is being written) gets the
temporary name and the rename."""


class ArchiveRootError(ValueError):
    """The archive root names a protocol nobody knows, or one whose package is not installed."""


@dataclass(frozen=True)
class ArchiveRoot:
    """The archive's root: a filesystem and the root's path on it."""

    fs: AbstractFileSystem
    path: PurePosixPath
    """The root as the filesystem names it (no protocol)."""

    @property
    def protocol(self) -> str:
        """The filesystem's first protocol (`file`, `memory`, `s3`)."""
        protocol = self.fs.protocol
        return protocol if isinstance(protocol, str) else protocol[0]

    @property
    def native(self) -> bool:
        """Whether DuckDB reads the shards itself: fsspec's local filesystem and no subclass,
        which might put the files somewhere else than their paths say."""
        return type(self.fs) is LocalFileSystem

    @property
    def one_put_is_atomic(self) -> bool:
        """Whether a shard is written in place with one put (`ONE_PUT_IS_ATOMIC`)."""
        protocols = {self.fs.protocol} if isinstance(self.fs.protocol, str) else self.fs.protocol
        return bool(ONE_PUT_IS_ATOMIC.intersection(protocols))

    def url(self, path: PurePosixPath | str) -> str:
        """`path` as DuckDB reads it: itself on the local filesystem, else with the protocol."""
        return str(path) if self.native else self.fs.unstrip_protocol(str(path))

    def register(self, con: duckdb.DuckDBPyConnection) -> None:
        """Let `con` read this root's paths (`url`): a no-op for a local folder."""
        if not self.native and not con.filesystem_is_registered(self.protocol):
            con.register_filesystem(self.fs)

    def forget_listings(self) -> None:
        """Drop the filesystem's cached folder listings (s3fs and gcsfs keep them for the life
        of the instance): another process may have added shards since."""
        self.fs.invalidate_cache()

    def sync_file(self, handle: Any) -> None:
        """fsync an open file of this root where it has a descriptor (a local file); a remote
        store has stored the bytes when its write returns."""
        try:
            fd = handle.fileno()
        except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is both
            return
        os.fsync(fd)

    def sync_folder(self, folder: PurePosixPath) -> None:
        """Make the entries just made in a local `folder` durable (a rename, a new file), where
        the platform allows it; nothing to do on other filesystems."""
        if not isinstance(self.fs, LocalFileSystem):
            return
        with contextlib.suppress(OSError):
            fd = os.open(str(folder), os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)

    def __str__(self) -> str:
        return self.url(self.path)


RootLike: TypeAlias = ArchiveRoot | str | os.PathLike[str]
"""A root as callers may name it: an `ArchiveRoot`, a local path, or an fsspec URL."""


def locate(where: ArchiveRoot | str | os.PathLike[str]) -> ArchiveRoot:
    """The root named by a local path or an fsspec URL (`protocol://...`).

    A local path is made absolute with its links resolved, as DuckDB reports a shard's
    `filename` from the glob it was given.
    """
    if isinstance(where, ArchiveRoot):
        return where
    text = os.fspath(where)
    if "://" not in text and "::" not in text:
        text = str(Path(text).resolve())
    try:
        fs, path = fsspec.core.url_to_fs(text)
    except ValueError as exc:  # fsspec: "Protocol not known: ..."
        raise ArchiveRootError(
            f"archive root {text!r}: {exc}; use a local folder or an fsspec URL such as "
            "file:///srv/archive or s3://bucket/archive (MODELDRIFT_ARCHIVE_ROOT)"
        ) from None
    except ImportError as exc:  # fsspec: "Install s3fs to access S3"
        raise ArchiveRootError(
            f"archive root {text!r} needs a package that is not installed: {exc} "
            "(or set MODELDRIFT_ARCHIVE_ROOT to a local folder)"
        ) from None
    except OSError as exc:  # a filesystem that connects when it is made (hdfs, sftp)
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise ArchiveRootError(f"cannot reach the archive root {text!r}: {first}") from None
    return ArchiveRoot(fs, PurePosixPath(path.rstrip("/") or "/"))
