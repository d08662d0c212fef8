#!/usr/bin/env python3
"""pmapgen.py DIR COUNT SEED: programs that set 12 VIEW (VIEW SCREEN, none) and WINDOW
(WINDOW SCREEN) pairs of random corners (integers, decimals, small fractions, exponents)
in a random graphics mode and print PMAP 0-3, POINT(0)-POINT(3) after PSET of logical
points, of pixels and STEP: the last digits of the single-precision mapping. Compare with
gfxdiff.py DIR."""
import os
import random
import sys

out, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
os.makedirs(out, exist_ok=True)
random.seed(seed)
for n in range(count):
    mode=random.choice([1,2,7,8,9])
    w,h={1:(320,200),2:(640,200),7:(320,200),8:(640,200),9:(640,350)}[mode]
    L=["10 DEFINT N: DIM D$(400): N=0","20 SCREEN %d"%mode]
    ln=30
    for k in range(12):
        x1=random.randint(0,w//2); y1=random.randint(0,h//2); x2=random.randint(x1+1,w-1); y2=random.randint(y1+1,h-1)
        v = random.choice(["VIEW (%d,%d)-(%d,%d)"%(x1,y1,x2,y2),"VIEW SCREEN (%d,%d)-(%d,%d)"%(x1,y1,x2,y2),"VIEW"])
        def r(): 
            return random.choice([str(round(random.uniform(-1000,1000),random.randint(0,4))), str(random.randint(-50,50)), str(round(random.uniform(-1,1),5)), "%.3E"%random.uniform(-1e5,1e5)])
        a,b,c,d=r(),r(),r(),r()
        if a==c or b==d: continue
        wn=random.choice(["WINDOW","WINDOW SCREEN"])+" (%s,%s)-(%s,%s)"%(a,b,c,d)
        L.append("%d %s: %s"%(ln,v,wn)); ln+=10
        for j in range(3):
            px=random.randint(0,w-1); py=random.randint(0,h-1)
            L.append("%d N=N+1: D$(N)=STR$(PMAP(%d,2))+STR$(PMAP(%d,3))"%(ln,px,py)); ln+=10
            lx,ly=r(),r()
            L.append("%d N=N+1: D$(N)=STR$(PMAP(%s,0))+STR$(PMAP(%s,1))"%(ln,lx,ly)); ln+=10
            L.append("%d PSET (%s,%s),1: N=N+1: D$(N)=STR$(POINT(0))+STR$(POINT(1))+STR$(POINT(2))+STR$(POINT(3))"%(ln,lx,ly)); ln+=10
            L.append("%d PSET (%d,%d),1: N=N+1: D$(N)=STR$(POINT(2))+STR$(POINT(3))"%(ln,px,py)); ln+=10
            L.append("%d PSET STEP(%s,%s),1: N=N+1: D$(N)=STR$(POINT(2))+STR$(POINT(3))"%(ln,r(),r())); ln+=10
    L.append("%d SCREEN 0: WIDTH 80: FOR I=1 TO N: PRINT D$(I): NEXT: END"%ln)
    L.append("9000 N=N+1: D$(N)=\"E\"+STR$(ERR)+STR$(ERL): RESUME NEXT")
    L.insert(1,"15 ON ERROR GOTO 9000")
    open(os.path.join(out, "pm%03d.bas" % n), "w", newline="\n").write("\n".join(L)+"\n")
