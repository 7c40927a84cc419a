import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from '@farmsite/domain';

/**
 * A post's content: the spec's paragraphs on blank lines, with the small Markdown of
 * @farmsite/domain (headings, lists, bold, italics, links). The same parse on the server
 * and in the browser; text only, never HTML. A link to one of our pages moves within the
 * app; a link off the site gives the page it opens no hold on this one (noopener) and no
 * address to come from (noreferrer).
 */
export function PostContent({ content }: { content: string }) {
  return <>{parseMarkdown(content).map(renderBlock)}</>;
}

function renderBlock(block: Block, key: number) {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={key}>{block.children.map(renderInline)}</Heading>;
    }
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{item.map(renderInline)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    default:
      return <p key={key}>{block.children.map(renderInline)}</p>;
  }
}

function renderInline(node: Inline, key: number) {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'strong':
      return <strong key={key}>{node.children.map(renderInline)}</strong>;
    case 'em':
      return <em key={key}>{node.children.map(renderInline)}</em>;
    case 'link':
      if (node.external) {
        return (
          <a key={key} href={node.href} rel="noopener noreferrer">
            {node.children.map(renderInline)}
          </a>
        );
      }
      return node.href.startsWith('/') ? (
        <Link key={key} to={node.href}>
          {node.children.map(renderInline)}
        </Link>
      ) : (
        <a key={key} href={node.href}>
          {node.children.map(renderInline)}
        </a>
      );
  }
}
