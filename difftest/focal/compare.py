"""The run-and-compare loop the FOCAL difftests share: one program run on the SIMH oracle
(../shared/oracles/focal69/focal-run) and on ferrite (target/release/ferrite, 4K storage as
the oracle's machine has), and the lines that differ printed."""
import os
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ORACLE = os.path.join(ROOT, "..", "shared", "oracles", "focal69", "focal-run")
FERRITE = os.path.join(ROOT, "target", "release", "ferrite")


def _output(command):
    return subprocess.run(command, capture_output=True, timeout=600).stdout.decode("latin-1")


def run_both(text, name, timeout=300):
    """The lines the oracle and ferrite type for the program `text` (saved as `name`)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(text)
        oracle = _output([ORACLE, path, f"--timeout={timeout}"]).replace("\r\n", "\n")
        ours = _output([FERRITE, "run", "--dialect", "focal69", "--memory", "4k", path])
    return oracle.splitlines(), ours.splitlines()


def report(oracle, ours, label=lambda i: None):
    """Prints each line that differs (after `label(i)` when it names the program line that
    typed line i) and a line count that differs; gives the number of differences."""
    differences = []
    for i, (a, b) in enumerate(zip(oracle, ours)):
        if a != b:
            differences.append((label(i), a, b))
    if len(oracle) != len(ours):
        differences.append((None, f"{len(oracle)} lines", f"{len(ours)} lines"))
    for line, a, b in differences:
        if line is not None:
            print(line)
        print(f"oracle:  {a}\nferrite: {b}")
    return len(differences)
