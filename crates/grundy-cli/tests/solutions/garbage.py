# Prints something that is no answer.
print("hello, judge")
