#!/usr/bin/env python3
"""The documents point where they say (standard library only).

    python3 tests/scripts/doc_links_test.py [DocLinksTest.test_name ...]

- Every relative Markdown link in README.md, docs/, results/README.md and results/notes/ names a file
  that exists, and a `#anchor` names a heading of that file (GitHub's slug of it).
- Every citation of a measurement note anywhere in the sources (the note's path under results/notes/)
  names a note that exists, and a section it quotes right after the path (a comma, then the name in
  double quotes) is a heading of that note; no source quotes a section of results/README.md, which
  holds only the index.
- Every note is in results/README.md's index.
"""

import glob
import os
import re
import subprocess
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
NOTES = os.path.join(ROOT, "results", "notes")
SOURCE_ENDINGS = (".c", ".cpp", ".h", ".hpp", ".py", ".sh", ".md", ".txt", ".cmake")


def documents():
    """The Markdown files whose links are checked, relative to ROOT."""
    found = ["README.md", os.path.join("results", "README.md")]
    for pattern in (os.path.join("docs", "*.md"), os.path.join("results", "notes", "*.md")):
        found += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, pattern)))
    return found


def sources():
    """Every source and document of the repository, relative to ROOT: git's list, else a walk that
    leaves out hidden and build directories."""
    try:
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
        names = listed.stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        names = []
        for directory, subdirectories, files in os.walk(ROOT):
            subdirectories[:] = [d for d in subdirectories if not d.startswith(".")
                                 and not os.path.exists(os.path.join(directory, d, "CMakeCache.txt"))]
            names += [os.path.relpath(os.path.join(directory, f), ROOT) for f in files]
    return [n for n in names if n.endswith(SOURCE_ENDINGS) or os.path.basename(n) in ("CMakeLists.txt", "run")]


def slug(heading):
    """GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def headings(path):
    """The headings of a Markdown file, outside fenced blocks."""
    found, fenced = [], False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("```"):
                fenced = not fenced
            elif not fenced:
                match = re.match(r"^#{1,6}\s+(.*?)\s*$", line)
                if match:
                    found.append(match.group(1))
    return found


def anchors(path):
    seen, found = {}, set()
    for heading in headings(path):
        base = slug(heading)
        found.add(base if base not in seen else f"{base}-{seen[base]}")
        seen[base] = seen.get(base, 0) + 1
    return found


def links(text):
    """The targets of a document's links, code spans and fenced blocks left out."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    return re.findall(r"\]\(([^)\s]+)\)", text)


def unwrapped(quoted):
    """A quoted section name as written across comment lines, joined again."""
    return re.sub(r"\s*\n\s*(?://|#)?\s*", " ", quoted).strip()


class DocLinksTest(unittest.TestCase):
    def test_markdown_links_resolve(self):
        problems = []
        for name in documents():
            path = os.path.join(ROOT, name)
            with open(path, encoding="utf-8") as f:
                targets = links(f.read())
            for target in targets:
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                file_part, _, anchor = target.partition("#")
                dest = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
                if not os.path.exists(dest):
                    problems.append(f"{name}: {target}: no such file")
                elif anchor and (not dest.endswith(".md") or anchor not in anchors(dest)):
                    problems.append(f"{name}: {target}: no heading of {os.path.relpath(dest, ROOT)} is #{anchor}")
        self.assertEqual(problems, [], "\n".join(problems))

    def test_cited_notes_and_sections_exist(self):
        problems = []
        cited = 0
        for name in sources():
            path = os.path.join(ROOT, name)
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
            except (OSError, UnicodeDecodeError):
                continue
            for match in re.finditer(r'results/README\.md,?\s*(?:(?://|#)\s*)?"', text):
                line = text.count("\n", 0, match.start()) + 1
                problems.append(f"{name}:{line}: cites a section of results/README.md, which is only the index")
            for match in re.finditer(r'results/notes/([A-Za-z0-9_.-]+?\.md)(?:,?\s*(?:(?://|#)\s*)?"([^"]+)")?',
                                     text):
                cited += 1
                line = text.count("\n", 0, match.start()) + 1
                note = os.path.join(NOTES, match.group(1))
                if not os.path.exists(note):
                    problems.append(f"{name}:{line}: no note results/notes/{match.group(1)}")
                elif match.group(2):
                    section = unwrapped(match.group(2))
                    if not any(h.startswith(section) for h in headings(note)):
                        problems.append(f'{name}:{line}: results/notes/{match.group(1)} has no section "{section}"')
        self.assertGreater(cited, 0, "no source cites a note: is ROOT right?")
        self.assertEqual(problems, [], "\n".join(problems))

    def test_every_note_is_indexed(self):
        with open(os.path.join(ROOT, "results", "README.md"), encoding="utf-8") as f:
            index = set(links(f.read()))
        notes = sorted(os.path.basename(p) for p in glob.glob(os.path.join(NOTES, "*.md")))
        self.assertTrue(notes, "results/notes/ holds no note")
        missing = [n for n in notes if f"notes/{n}" not in index]
        self.assertEqual(missing, [], "results/README.md does not index " + ", ".join(missing))


if __name__ == "__main__":
    unittest.main()
