# A wrong solution for any judge problem: grundy's own answer, except that when the input
# has a token `3`, the first token of the output is changed (a number plus one, a word
# swapped for its opposite). Usage: python3 wrong_when_3.py GRUNDY PROBLEM
import subprocess, sys

grundy, problem = sys.argv[1], sys.argv[2]
data = sys.stdin.buffer.read()
answer = subprocess.run([grundy, "classic", problem], input=data, capture_output=True).stdout.decode()
if "3" in data.decode().split():
    tokens = answer.split(None, 1)
    first = tokens[0]
    opposite = {"WIN": "LOSE", "LOSE": "WIN", "TAK": "NIE", "NIE": "TAK", "Sally": "Harry", "Harry": "Sally",
                "John": "Brother", "Brother": "John"}
    first = opposite.get(first) or str(int(first) + 1)
    rest = answer[answer.index(tokens[0]) + len(tokens[0]):]
    answer = first + rest
sys.stdout.write(answer)
