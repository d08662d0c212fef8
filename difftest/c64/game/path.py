import re, collections, sys
maze = [re.search(r'DATA"(.*)"', l).group(1) for l in open('MAZE64.BAS') if 'DATA"' in l]
gems = [(4,16),(9,5),(9,17)]   # (R, X) from the dump
def bfs(a, b):
    prev = {a: None}; q = collections.deque([a])
    while q:
        c = q.popleft()
        if c == b: break
        for k,(dy,dx) in {'W':(-1,0),'S':(1,0),'A':(0,-1),'D':(0,1)}.items():
            n = (c[0]+dy, c[1]+dx)
            if 0 <= n[0] < 11 and 1 <= n[1] <= 21 and maze[n[0]][n[1]-1] != '#' and n not in prev:
                prev[n] = (c, k); q.append(n)
    keys = []; c = b
    while prev[c]: c, k = prev[c]; keys.append(k)
    return keys[::-1]
pos = (1,2); keys = ['W']   # a bump first
for g in sorted(gems, key=lambda g: g[1]) + [(9,21)]:
    keys += bfs(pos, g); pos = g
s = ''.join(keys)
print(len(s), s)
open('keys.txt','w').write('\n'.join(s[i:i+12] for i in range(0, len(s), 12)) + '\n')
