import { richText } from '../blocks/block-styles.ts';

const HAS_MARKUP = /<[a-z][^>]*>/i;

/**
 * A product's description: HTML written in the back office as it is, plain text as paragraphs (blank
 * lines) and line breaks.
 */
export function ProductDescription({ text, className = '' }: { text: string; className?: string }) {
  if (HAS_MARKUP.test(text)) {
    return <div className={`${richText} ${className}`} dangerouslySetInnerHTML={{ __html: text }} />;
  }
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={`${richText} ${className}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
