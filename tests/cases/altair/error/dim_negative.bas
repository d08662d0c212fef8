10 DIM B(-1)
