"""The signing path of the build: packaging/sign signs a folder, its verify script checks it
and fails loudly on any altered byte, added file or forged list."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

PACKAGING = Path(__file__).parents[2] / "packaging"
pytestmark = pytest.mark.skipif(shutil.which("gpg") is None, reason="gpg is not installed")


@pytest.fixture(scope="module")
def key_environment(tmp_path_factory):
    exports = subprocess.run([str(PACKAGING / "throwaway-key")], capture_output=True,
                             text=True, check=True).stdout
    environment = dict(os.environ)
    for assignment in exports.removeprefix("export ").split():
        name, value = assignment.split("=", 1)
        environment[name] = value
    public = tmp_path_factory.mktemp("key") / "key.asc"
    public.write_text(subprocess.run(["gpg", "--armor", "--export",
                                      environment["QTGAMES_SIGNING_KEY"]], env=environment,
                                     capture_output=True, text=True, check=True).stdout)
    yield environment, public
    shutil.rmtree(environment["GNUPGHOME"], ignore_errors=True)


@pytest.fixture
def signed(tmp_path, key_environment):
    environment, _ = key_environment
    bundle = tmp_path / "qtgames"
    (bundle / "_internal" / "lib").mkdir(parents=True)
    (bundle / "qtgames").write_bytes(b"\x7fELF program")
    (bundle / "_internal" / "lib" / "library.so").write_bytes(bytes(range(256)) * 40)
    (bundle / "_internal" / "manual page.html").write_text("<p>manual</p>")
    shutil.copy(PACKAGING / "linux" / "verify", bundle / "verify")
    subprocess.run([str(PACKAGING / "sign"), str(bundle)], env=environment, check=True,
                   capture_output=True)
    return bundle


def verify(bundle: Path, key: Path) -> subprocess.CompletedProcess[str]:
    # Run with an empty GnuPG home: the key comes only from the file given.
    environment = {name: value for name, value in os.environ.items() if name != "GNUPGHOME"}
    return subprocess.run([str(bundle / "verify"), str(key)], capture_output=True, text=True,
                          env=environment)


def test_a_signed_folder_verifies(signed, key_environment):
    done = verify(signed, key_environment[1])
    assert done.returncode == 0, done.stderr
    assert "good signature and 4 files exactly as signed" in done.stdout


def test_one_altered_byte_is_found_and_named(signed, key_environment):
    library = signed / "_internal" / "lib" / "library.so"
    data = bytearray(library.read_bytes())
    data[1000] ^= 1
    library.write_bytes(bytes(data))
    done = verify(signed, key_environment[1])
    assert done.returncode == 1
    assert "FAILED: these files differ from the signed list: _internal/lib/library.so" in \
        done.stderr


def test_an_added_file_is_found(signed, key_environment):
    (signed / "_internal" / "extra.so").write_bytes(b"not signed")
    done = verify(signed, key_environment[1])
    assert done.returncode == 1
    assert "files not in the signed list: _internal/extra.so" in done.stderr


def test_a_forged_list_fails_the_signature(signed, key_environment):
    (signed / "qtgames").write_bytes(b"\x7fELF evil program")
    sums = (signed / "SHA256SUMS").read_text().splitlines()
    digest = subprocess.run(["sha256sum", "qtgames"], cwd=signed, capture_output=True,
                            text=True, check=True).stdout
    (signed / "SHA256SUMS").write_text(
        "\n".join(digest.strip() if line.endswith(" qtgames") else line for line in sums) + "\n")
    done = verify(signed, key_environment[1])
    assert done.returncode == 1
    assert "the signature of SHA256SUMS is not good" in done.stderr


def test_another_key_is_refused(signed, tmp_path):
    other = subprocess.run([str(PACKAGING / "throwaway-key")], capture_output=True, text=True,
                           check=True).stdout
    home = other.split()[1].split("=", 1)[1]
    key = tmp_path / "other.asc"
    key.write_text(subprocess.run(["gpg", "--armor", "--export"],
                                  env=dict(os.environ, GNUPGHOME=home), capture_output=True,
                                  text=True, check=True).stdout)
    shutil.rmtree(home, ignore_errors=True)
    done = verify(signed, key)
    assert done.returncode == 1
