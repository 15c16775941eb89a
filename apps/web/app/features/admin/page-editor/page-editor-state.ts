import { serializeLayout, type PageBlock, type PageBlockType } from '@atelier/contract';
import { newBlock, type ReferenceTarget } from './block-fields.ts';
import { moved, withValueAt, type DraftBlock, type FieldPath } from './block-values.ts';

/** A block of the editor with a key of its own (its place changes; React and the drag need a stable name). */
export interface EditorItem {
  key: string;
  block: DraftBlock;
}

/** The layout as last loaded or saved: what the API holds, to tell whether someone else saved since. */
export interface SavedLayout {
  layoutId: number;
  hash: string;
  /** `serializeLayout` of the blocks as saved: the hash check's `html`, and "nothing changed" when equal. */
  text: string;
  savedAt: string;
  savedBy: { id: number; name: string } | null;
}

export interface EditorState {
  items: EditorItem[];
  saved: SavedLayout;
  /** The block whose fields are shown. */
  open: string | null;
  /** A counter for the items' keys. */
  next: number;
}

export type EditorAction =
  | { kind: 'load'; blocks: PageBlock[]; saved: SavedLayout }
  | { kind: 'saved'; saved: SavedLayout }
  | { kind: 'add'; type: PageBlockType; references: Partial<Record<ReferenceTarget, number>> }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'remove'; key: string }
  | { kind: 'open'; key: string | null }
  | { kind: 'change'; key: string; path: FieldPath; value: unknown };

const itemsOf = (blocks: PageBlock[]): EditorItem[] =>
  blocks.map((block, index) => ({ key: `b${index}`, block: block as DraftBlock }));

export function initialEditorState(blocks: PageBlock[], saved: SavedLayout): EditorState {
  return { items: itemsOf(blocks), saved, open: null, next: blocks.length };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.kind) {
    case 'load':
      return initialEditorState(action.blocks, action.saved);
    case 'saved':
      return { ...state, saved: action.saved };
    case 'add': {
      const key = `b${state.next}`;
      const block = newBlock(action.type, action.references) as DraftBlock;
      return { ...state, items: [...state.items, { key, block }], open: key, next: state.next + 1 };
    }
    case 'move':
      if (action.to < 0 || action.to >= state.items.length) return state;
      return { ...state, items: moved(state.items, action.from, action.to) };
    case 'remove':
      return {
        ...state,
        items: state.items.filter((item) => item.key !== action.key),
        open: state.open === action.key ? null : state.open,
      };
    case 'open':
      return { ...state, open: action.key };
    case 'change':
      return {
        ...state,
        items: state.items.map((item) =>
          item.key === action.key ? { ...item, block: withValueAt(item.block, action.path, action.value) } : item,
        ),
      };
  }
}

export const blocksOf = (state: EditorState) => state.items.map((item) => item.block);

/** Whether the editor holds changes not saved yet. */
export const isDirty = (state: EditorState) => serializeLayout(blocksOf(state)) !== state.saved.text;
