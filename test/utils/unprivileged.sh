#!/bin/sh
# unprivileged.sh COMMAND [ARGS...] — runs COMMAND as an ordinary user, so
# file permissions hold: as root (containers, CI) through setpriv as nobody
# (uid/gid 65534), otherwise as is. Tests of unreadable inputs and
# unwritable directories use it; the files they touch must be reachable by
# that user (the test's %t directory is made world-accessible).
if [ "$(id -u)" = 0 ]; then
  exec setpriv --reuid=65534 --regid=65534 --clear-groups -- "$@"
fi
exec "$@"
