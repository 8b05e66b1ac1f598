"""Command-line helpers: seed lists such as "0-3,7", text to --out or stdout, a module's --help."""
import sys


def parse_seeds(text):
    """Seeds from a list with ranges: "0-7", "0,2,5", "1-3,9"; ValueError when unreadable or empty."""
    seeds = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        low, sep, high = part.partition("-")
        if not low.isdigit() or (sep and not high.isdigit()):
            raise ValueError(f"not a seed or range: {part!r}")
        first, last = int(low), int(high) if sep else int(low)
        if last < first:
            raise ValueError(f"empty range: {part!r}")
        seeds.extend(range(first, last + 1))
    if not seeds:
        raise ValueError("no seeds")
    return seeds


def write_text(text, out=None):
    """Writes `text` to the file `out` (--out), or to stdout when there is none."""
    if out:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


def module_main(doc, name, argv=None):
    """The command line of a module of these scripts: --help (or -h) prints `doc` and exits 0;
    anything else says there is nothing to run and exits 2."""
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["-h"], ["--help"]):
        print(doc.strip())
        print(f"\n{name} is a module that other scripts here import: it takes no option but -h, --help.")
        sys.exit(0)
    print(f"{name}: a module that other scripts here import, nothing to run (--help says what it holds)",
          file=sys.stderr)
    sys.exit(2)
