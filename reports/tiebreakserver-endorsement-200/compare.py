"""Compares arbitro's standings (and the rank column its generator writes) with TieBreakServer's
on generated endorsement files. Usage: ARBITRO=target/release/arbitro TBS=/path/to/TieBreakServer
python3 compare.py N   (N tournaments of each endorsement profile, seeds 1..N)"""
import subprocess, sys, os, csv, io, tempfile

A=os.environ.get('ARBITRO','target/release/arbitro')
TBS=os.path.join(os.environ['TBS'],'tiebreakchecker.py')
TB=['PTS','BH/C1','BH','SB','DE','WIN','BPG']
out=tempfile.mkdtemp(prefix='tbs-')
tot=0; diffs=0; files=0; rank_diff=0; file_rank_diff=0; notes=[]
cols={c:[0,0] for c in ['Rank']+TB}
for prof in ['endorsement','endorsement-baku']:
    for seed in range(1, int(sys.argv[1])+1):
        f=f'{out}/{prof}-{seed}.trf'
        r=subprocess.run(['nice','-n','19',A,'generate','--profile',prof,'--seed',str(seed),'--trf','2026','-o',f],capture_output=True)
        if r.returncode!=0: notes.append(f'{prof} {seed}: not generated'); continue
        t=subprocess.run(['nice','-n','19','python3',TBS,'-i',f,'-o','-','-dT','-t']+TB,capture_output=True,text=True,timeout=120)
        a=subprocess.run([A,'standings',f,'--format','tsv'],capture_output=True,text=True)
        def rd(s,key):
            rows=list(csv.reader(io.StringIO(s),delimiter='\t'))
            h=rows[0]; return {int(r[0]):dict(zip(h,r)) for r in rows[1:] if r and r[0].strip().isdigit()}
        try:
            T=rd(t.stdout,'StartNo'); X=rd(a.stdout,'TPN')
        except Exception as e:
            notes.append(f'{f}: {e} {t.stderr[-300:]}'); continue
        # file rank column
        fr={}
        for line in open(f,encoding='utf-8'):
            if line.startswith('001'):
                fr[int(line[4:8])]=int(line[85:89])
        files+=1
        for tpn,x in X.items():
            y=T.get(tpn)
            if y is None: notes.append(f'{f}: {tpn} missing in TBS'); continue
            for c in ['Rank']+TB:
                cols[c][1]+=1
                if abs(float(x[c])-float(y[c]))>0.005:
                    cols[c][0]+=1
                    if len(notes)<30: notes.append(f'{f}: player {tpn} {c}: arbitro {x[c]}, TBS {y[c]}')
            # the file's rank must equal TBS's rank, or lie in TBS's tie block
            tr=int(y['Rank']); block=sum(1 for z in T.values() if int(z['Rank'])==tr)
            if not (tr <= fr[tpn] <= tr+block-1):
                file_rank_diff+=1
                if len(notes)<30: notes.append(f'{f}: player {tpn}: file rank {fr[tpn]}, TBS rank {tr} (block {block})')
print('files', files)
for c,(d,n) in cols.items(): print(f'{c}\t{n-d}/{n}')
print('file rank outside TBS block:', file_rank_diff)
print('\n'.join(notes))
