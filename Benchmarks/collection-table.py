#!/usr/bin/env python3
"""The Markdown table of Benchmarks/collection.sh, one row a folder of
Golly's collection, made from its verdict lines (standard input, or the
files named), so that a run of some folders can be joined to an earlier run
of the others. A line reads

  Folder/file: equal to bgolly's at ... (ENGINE; CPU lifecam X s, bgolly ALGORITHM Y s)
  Folder/file: equal at ...; bgolly ... takes more than 60 s to reach G (...)
  Folder/file: refused, as it should be: ...
  Folder/file: FAILED: ... / NOT RUN: ...

A later line for the same file replaces an earlier one. The CPU columns add
up the files compared (equal); the ratio is lifecam's over bgolly's."""
import collections
import fileinput
import re

TIMES = re.compile(r'; CPU lifecam ([0-9.]+) s, bgolly .* ([0-9.]+) s\)$')
# collection.sh's engine names, longest first (two hold a parenthesis).
ENGINES = sorted(['HashLife (multi-state)', 'HashLife', 'Larger than Life', 'QuickLife tiles', 'byte board (grown)',
                  'board (grown)', 'board on its grid'], key=len, reverse=True)


def engine(verdict, times):
    """The engine named just before the CPU times."""
    head = verdict[:times.start()]
    return next((name for name in ENGINES if head.endswith(' (' + name)), 'other')

verdicts = {}
for line in fileinput.input():
    line = line.rstrip('\n')
    name, sep, verdict = line.partition(': ')
    if not sep or '/' not in name or name.startswith(('load ', '|')):
        continue
    verdicts[name] = verdict

rows = collections.defaultdict(lambda: {'files': 0, 'equal': 0, 'engines': collections.Counter(),
                                        'ours': 0.0, 'theirs': 0.0, 'other': []})
for name, verdict in verdicts.items():
    row = rows[name.split('/', 1)[0]]
    row['files'] += 1
    times = TIMES.search(verdict)
    if times:
        row['engines'][engine(verdict, times)] += 1
    base = name.rsplit('/', 1)[-1]
    if verdict.startswith('equal') and times:
        row['equal'] += 1
        row['ours'] += float(times.group(1))
        row['theirs'] += float(times.group(2))
        if not verdict.startswith("equal to bgolly's"):
            reached = verdict.split('; bgolly', 1)[0].split('+ ', 1)[-1]
            row['other'].append(f'{base} compared to {reached.split()[-1]} (bgolly over a minute to 1000)')
    elif verdict.startswith('refused, as it should be'):
        row['other'].append(f'{base} refused (a Golly script)')
    elif verdict.startswith('NOT RUN'):
        row['other'].append(f'{base} refused: ' + ('LifeHistory state 6' if 'History boundary' in verdict else 'not a pattern'))
    else:
        row['other'].append(f'{base} differs')

print('| folder | files and members | equal to bgolly | lifecam\'s engine (auto) | CPU s, lifecam | CPU s, bgolly | ratio | the others |')
print('|---|---|---|---|---|---|---|---|')
for folder in sorted(rows):
    row = rows[folder]
    engines = ', '.join(f'{n} × {e}' for e, n in row['engines'].most_common())
    ratio = f"{row['ours'] / row['theirs']:.2f}" if row['theirs'] > 0 else '—'
    print(f"| {folder} | {row['files']} | {row['equal']} | {engines or '—'} | {row['ours']:.2f} | {row['theirs']:.2f} | {ratio} "
          f"| {'; '.join(row['other']) or '—'} |")
