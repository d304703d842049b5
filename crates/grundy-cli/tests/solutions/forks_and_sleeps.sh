#!/bin/sh
# Starts a child that outlives it, then sleeps: the whole group must be killed.
sleep 1000 &
sleep 1000
