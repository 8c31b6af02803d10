"""The package build: ``pyproject.toml`` says what qtgames is; this adds the step that builds
the translations (gettext ``.mo`` files) and the user manual (``tools/build_data.py``), so a
wheel carries them, and compiles the Black & White endgame kernel and Le Duel's play-outs
with mypyc where it can."""

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.errors import ExecError

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "tools"))

import build_data  # noqa: E402 - found through the line above


def _built_files(folder: Path) -> list[Path]:
    """The translations and manual files under ``folder``, relative to it."""
    found = sorted(folder.glob(f"*/{build_data.LOCALE}/*/LC_MESSAGES/*.mo"))
    found += sorted(path for path in (folder / build_data.MANUAL).rglob("*") if path.is_file())
    return [path.relative_to(folder) for path in found]


class BuildPy(build_py):
    """``build_py``, then the translations and the manual: into the build folder for a
    wheel, or in place for an editable install (skipping what is up to date)."""

    def run(self) -> None:
        """Copy the code, then build the translations and the manual."""
        super().run()
        try:
            if self.editable_mode:
                build_data.build_in_place(ROOT)
            else:
                target = Path(self.build_lib)
                build_data.build_translations(ROOT, target, force=True)
                # Pictures of the app being packaged, with its translations.
                build_data.build_manual(ROOT, target, [target])
        except build_data.BuildError as error:
            raise ExecError(str(error)) from error

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        """The code's files, and the translations and manual built beside it."""
        outputs = super().get_outputs(include_bytecode)
        if not self.editable_mode:
            target = Path(self.build_lib)
            outputs += [str(target / path) for path in _built_files(target)]
        return outputs

    def get_output_mapping(self) -> dict[str, str]:
        """Where each file goes, from where; the built files come from the source tree in
        an editable install."""
        mapping = super().get_output_mapping()
        if self.editable_mode:
            mapping.update({str(Path(self.build_lib, path)): str(ROOT / path)
                            for path in _built_files(ROOT)})
        return mapping


#: The modules compiled by mypyc: Black & White's bitboards and exact endgame solver, and
#: the play-outs Le Duel's hard level judges its turns by. Their source stays the
#: reference: without a compiler (or with QTGAMES_PURE_PYTHON set) the same modules run as
#: plain Python.
KERNEL = ["plugins/qtgames_reversi/bitboard.py", "plugins/qtgames_reversi/solver.py",
          "plugins/qtgames_duel/playout.py"]
#: The commands that build code; the others (metadata) need no compiled kernel.
BUILDING = {"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"}


def kernel_extensions() -> list[object]:
    """The compiled kernel's extensions, each optional: a failed compile leaves the pure
    Python modules in use. None without mypyc, or when asked not to compile."""
    if os.environ.get("QTGAMES_PURE_PYTHON") or not BUILDING & set(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        return []
    try:
        extensions = mypycify(KERNEL, opt_level="2")
    except (Exception, SystemExit) as error:  # noqa: BLE001 - any failure means plain Python
        print(f"the endgame kernel stays plain Python: {error}", file=sys.stderr)
        return []
    for extension in extensions:
        extension.optional = True
    return list(extensions)


setup(cmdclass={"build_py": BuildPy}, ext_modules=kernel_extensions())
