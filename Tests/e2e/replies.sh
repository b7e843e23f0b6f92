#!/usr/bin/env bash
# End-to-end test of terminal replies that come after the start-up probe
# gave up (a slow link): replies.py plays xterm -ti vt340, kitty and tmux on
# a pty that answers 400 ms late, in one write or cut into pieces, plus
# replies of other kinds (OSC colours, sizes, status), and checks that none
# of it acted as keys: no help, no file, the same board as with no answer.
source "$(dirname "$0")/preamble.bash"

for scenario in xterm-vt340 kitty tmux others cut; do
    mkdir "$work/$scenario"
    timeout 120 python3 Tests/e2e/replies.py "$bin" "$work/$scenario" "$scenario"
done
