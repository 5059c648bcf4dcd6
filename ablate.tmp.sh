#!/bin/bash
# ablate.tmp.sh NAME 'python replacement code'  -> builds /tmp/build-NAME from HEAD with the change
set -e
name=$1; shift
rm -rf /tmp/wt-$name; git -C /work/main worktree add -q /tmp/wt-$name HEAD
ln -s /work/main/node_modules /tmp/wt-$name/node_modules
cd /tmp/wt-$name && python3 -c "$1"
npm run build --silent -- --output-path /tmp/build-$name > /tmp/ablate-$name.log 2>&1 || { tail -20 /tmp/ablate-$name.log; exit 1; }
cd /work/main && git worktree remove --force /tmp/wt-$name
echo built $name
