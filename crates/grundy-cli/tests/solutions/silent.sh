#!/bin/sh
# Reads its input and prints nothing.
cat > /dev/null
