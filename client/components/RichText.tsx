import type { RichText as RichTextData } from '../../shared/content';
import { resolveLink } from '../../shared/links';
import { usePage } from './page-context';

/**
 * Content-managed rich text as blocks (never HTML): each block maps to one element.
 * `headingBase` shifts h2/h3: 1 when the text opens the page (its h2 is the page's h1), 3 under a section heading.
 */
export function RichText({ blocks, headingBase = 2, className }: { blocks: RichTextData; headingBase?: 1 | 2 | 3; className?: string }) {
  const { locale } = usePage();
  const H2 = `h${headingBase}` as 'h1' | 'h2' | 'h3';
  const H3 = `h${headingBase + 1}` as 'h2' | 'h3' | 'h4';
  return (
    <div className={className ?? 'rich-text'}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <H2 key={index}>{block.text}</H2>;
          case 'h3':
            return <H3 key={index}>{block.text}</H3>;
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'eyebrow':
            return (
              <p key={index} className="eyebrow">
                {block.text}
              </p>
            );
          case 'quote':
            return (
              <blockquote key={index}>
                <p>{block.text}</p>
              </blockquote>
            );
          case 'ul':
            return (
              <ul key={index} className="rich-text__list">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={index} className="rich-text__list">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
          case 'table':
            return (
              <div key={index} className="table-scroll">
                <table>
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.head.map((cell) => (
                        <th key={cell} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, i) =>
                          i === 0 ? (
                            <th key={i} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={i}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'link': {
            const link = resolveLink(block.link, locale.prefix);
            return link ? (
              <p key={index}>
                <a className="text-link" href={link.href} target={link.target} rel={link.rel}>
                  {link.title || block.link.title}
                </a>
              </p>
            ) : null;
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
