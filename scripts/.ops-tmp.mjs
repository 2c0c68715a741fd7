import { parse } from 'yaml'; import { readFileSync } from 'node:fs';
const doc = parse(readFileSync(process.argv[2],'utf8'));
const want = process.argv.slice(3);
const deref = (n) => { while (n && n.$ref) n = n.$ref.slice(2).split('/').reduce((a,t)=>a[t.replaceAll('~1','/')], doc); return n; };
for (const [p, item] of Object.entries(doc.paths)) {
  if (want.length && !want.includes(p)) continue;
  for (const m of ['get','post','put','delete']) { const op = item[m]; if (!op) continue;
    const params = [...(item.parameters??[]), ...(op.parameters??[])].map(deref).map(x=>`${x.in}:${x.name}${x.required?'!':''}:${JSON.stringify(deref(x.schema)??{}).slice(0,60)}`);
    const rb = op.requestBody ? JSON.stringify(op.requestBody.content?.['application/json']?.schema) : '';
    console.log(m.toUpperCase(), p, '\n   params:', params.join(' | '), '\n   body:', rb, '\n   responses:', Object.entries(op.responses).map(([s,r])=>s+':'+JSON.stringify(deref(r).content?.['application/json']?.schema ?? null).slice(0,100)).join(' ; '));
  }
}
