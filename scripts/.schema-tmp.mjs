import { parse } from 'yaml'; import { readFileSync } from 'node:fs';
const doc = parse(readFileSync(process.argv[2],'utf8'));
for (const name of process.argv.slice(3)) {
  const s = doc.components.schemas[name];
  const show = (s, depth=0) => { if (!s) return 'undefined'; if (s.$ref) return s.$ref; if (s.allOf) return 'allOf['+s.allOf.map(x=>show(x,depth)).join(', ')+']';
    if (s.type==='object' || s.properties) return `{req=${JSON.stringify(s.required??[])} ` + Object.entries(s.properties??{}).map(([k,v])=>`${k}:${v.$ref?v.$ref.split('/').pop():(v.type??'?')+(v.format?'/'+v.format:'')+(v.enum?'enum':'')+(v.nullable||v['x-nullable']?'?':'')+(v.maxLength?'<'+v.maxLength:'')+(v.type==='array'?'['+(v.items?.$ref?.split('/').pop()??v.items?.type)+']':'')}`).join(', ')+'}';
    return JSON.stringify(s).slice(0,200); };
  console.log(name, '=', show(s));
}
