#!/bin/sh
# Never exits: reads nothing, prints nothing.
while :; do :; done
