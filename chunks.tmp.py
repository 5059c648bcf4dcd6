import re,json,gzip,sys
d=sys.argv[1]
h=open(d+'/index.html').read()
j=json.loads(re.search(r'<script[^>]*id="route-chunks"[^>]*>(.*?)</script>',h,re.S).group(1))
for g in sys.argv[2:]:
  t=sum(len(gzip.compress(open(d+'/'+f,'rb').read(),6)) for f in j['groups'][g])
  print(g, len(j['groups'][g]), round(t/1024,1))
