# Reads its input, then dies of a signal (SIGABRT).
import os, sys
sys.stdin.read()
os.abort()
