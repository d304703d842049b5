# Allocates without bound, touching every page.
chunks = []
while True:
    chunks.append(bytearray(16 << 20))
