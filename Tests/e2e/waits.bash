# Sourced by the e2e scripts that drive lifecam in tmux (not a test itself:
# run-all takes *.sh): waits that poll with a deadline, never sleeping for
# timing. They read the plain pane through the script's own `screen` and end
# through its `fail`; WAIT sets the default deadline in seconds (20).

# wait_for REGEX [SECONDS]: until the plain screen matches.
wait_for() {
    local deadline=$((SECONDS + ${2:-${WAIT:-20}}))
    until screen | grep -Eq -- "$1"; do
        [ $SECONDS -lt $deadline ] || fail "timed out waiting for /$1/; status line: $(screen | tail -1)"
        sleep 0.05   # poll interval, not a timing assumption
    done
}

# wait_until 'shell condition' [SECONDS]: until the condition holds.
wait_until() {
    local deadline=$((SECONDS + ${2:-${WAIT:-20}}))
    until eval "$1"; do
        [ $SECONDS -lt $deadline ] || fail "timed out waiting for: $1"
        sleep 0.05   # poll interval, not a timing assumption
    done
}
