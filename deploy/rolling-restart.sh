#!/usr/bin/env bash
# A rolling restart of the Buddies processes behind nginx (docs/deploy.md, step 9), one at a
# time, without failing a request: each is marked down in nginx's upstream first (a reload: the
# old workers finish what they hold, the new ones send nothing there), restarted (SIGTERM: its
# event streams end and their tabs reconnect to the others), waited for until ready, and marked
# up again.
#
#   sudo deploy/rolling-restart.sh [PORT...]     (default: every buddies@PORT unit running)
#
# SITE is nginx's site file (default /etc/nginx/sites-available/buddies); DRAIN_SECONDS how long
# the old workers get before the restart (default 2).
set -euo pipefail

SITE="${SITE:-/etc/nginx/sites-available/buddies}"
DRAIN_SECONDS="${DRAIN_SECONDS:-2}"
READY_SECONDS="${READY_SECONDS:-120}"

ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units --state=running --plain --no-legend 'buddies@*.service' |
    sed -E 's/^buddies@([0-9]+)\.service.*/\1/')
fi
[ ${#ports[@]} -gt 0 ] || { echo "no buddies@PORT unit is running" >&2; exit 1; }

# Marks 127.0.0.1:PORT down (or up) in the site's upstream and reloads nginx.
mark() {
  local port=$1 state=$2
  if [ "$state" = down ]; then
    sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:${port}\b[^;]*[^;[:space:]])( down)?;/\1 down;/" "$SITE"
  else
    sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:${port}\b[^;]*) down;/\1;/" "$SITE"
  fi
  nginx -t -q
  systemctl reload nginx
}

for port in "${ports[@]}"; do
  grep -Eq "^[[:space:]]*server 127\.0\.0\.1:${port}\b" "$SITE" ||
    { echo "$SITE has no upstream server 127.0.0.1:$port" >&2; exit 1; }
done

for port in "${ports[@]}"; do
  echo "buddies@$port: out of nginx's upstream"
  mark "$port" down
  # If anything below fails, the process goes back into the upstream rather than staying out.
  trap 'mark "$port" up' EXIT
  sleep "$DRAIN_SECONDS"
  echo "buddies@$port: restarting"
  systemctl restart "buddies@$port"
  for ((waited = 0; ; waited++)); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" && break
    [ "$waited" -lt "$READY_SECONDS" ] ||
      { echo "buddies@$port is not ready after ${READY_SECONDS} s: see journalctl -u buddies@$port" >&2; exit 1; }
    sleep 1
  done
  mark "$port" up
  trap - EXIT
  echo "buddies@$port: ready and back in the upstream"
done
