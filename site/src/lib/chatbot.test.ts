import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_REDIRECTS } from '@hexagone/schemas';
import {
  CHATBOT_NAVIGATE_DELAY_MS,
  CHATBOT_NODE_IDS,
  CHATBOT_TYPING_MS,
  chatbotTree,
  DEFAULT_BACK_OPTIONS,
  type ChatNodeId,
  type ChatOption,
} from '../data/chatbot';
import { BRAND_NAME } from '../data/brand';
import { icons } from '../data/icons';
import { chatReducer, currentOptions, destinationOf, initialChat, replyTo, type ChatState } from './chatbot';

const reduce = chatReducer(chatbotTree);

/** Every option of the tree, including the back options of its pieces of information. */
function allOptions(): ChatOption[] {
  const found: ChatOption[] = [];
  const visit = (options: readonly ChatOption[]) => {
    for (const option of options) {
      if (found.includes(option)) continue;
      found.push(option);
      if (option.action === 'showInfo') visit(option.backOptions ?? DEFAULT_BACK_OPTIONS);
    }
  };
  for (const node of Object.values(chatbotTree)) visit(node.options);
  return found;
}

/** The addresses the site's pages answer, read from src/pages ([param] segments match anything). */
function pageRoutes(): RegExp[] {
  const pagesDir = join(import.meta.dirname, '..', 'pages');
  const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));
  return files.map((file) => {
    const route = `/${relative('.', file).replace(/\\/g, '/').replace(/\.astro$/, '')}`.replace(/\/index$/, '') || '/';
    const pattern = route.replace(/\[[^\]]+\]/g, '[^/]+');
    return new RegExp(`^${pattern}$`);
  });
}

function isSitePage(path: string, routes: RegExp[]): boolean {
  const pathname = new URL(path, 'http://site.test').pathname;
  const target = SITE_REDIRECTS.find((redirect) => redirect.from === pathname)?.to ?? pathname;
  return routes.some((route) => route.test(target));
}

/** Picks an option offered now, by its label, then lets the typing delay pass. */
function pick(state: ChatState, label: string): ChatState {
  const option = currentOptions(state).find((candidate) => candidate.label === label);
  if (!option) throw new Error(`option « ${label} » not offered; offered: ${currentOptions(state).map((o) => o.label).join(', ')}`);
  return reduce(reduce(state, { type: 'choose', option }), { type: 'reply', option });
}

describe('the decision tree', () => {
  it('has exactly the nodes of spec 1 §4', () => {
    expect(Object.keys(chatbotTree).sort()).toEqual([...CHATBOT_NODE_IDS].sort());
  });

  it('points every showOptions option at an existing node', () => {
    for (const option of allOptions()) {
      if (option.action === 'showOptions') expect(CHATBOT_NODE_IDS, option.label).toContain(option.nextId);
    }
  });

  it('reaches every node from the greeting', () => {
    const reached = new Set<ChatNodeId>(['initial']);
    const queue: ChatNodeId[] = ['initial'];
    while (queue.length) {
      const visit = (options: readonly ChatOption[]) => {
        for (const option of options) {
          if (option.action === 'showInfo') visit(option.backOptions ?? DEFAULT_BACK_OPTIONS);
          if (option.action === 'showOptions' && !reached.has(option.nextId)) {
            reached.add(option.nextId);
            queue.push(option.nextId);
          }
        }
      };
      visit(chatbotTree[queue.shift()!].options);
    }
    expect([...reached].sort()).toEqual([...CHATBOT_NODE_IDS].sort());
  });

  it('sends every navigate option to a real page of the site', () => {
    const routes = pageRoutes();
    const navigations = allOptions().filter((option) => option.action === 'navigate');
    expect(navigations.length).toBeGreaterThan(10);
    for (const option of navigations) {
      expect(isSitePage(option.path, routes), `${option.label} → ${option.path}`).toBe(true);
    }
  });

  it('offers a way on from every node and every piece of information, with known icons and labels', () => {
    for (const [id, node] of Object.entries(chatbotTree)) {
      expect(node.message, id).not.toBe('');
      expect(node.options.length, id).toBeGreaterThan(0);
    }
    for (const option of allOptions()) {
      expect(option.label.trim()).not.toBe('');
      if (option.icon) expect(Object.keys(icons)).toContain(option.icon);
    }
  });

  it('gives each node distinct option labels (they name the buttons)', () => {
    for (const node of Object.values(chatbotTree)) {
      const labels = node.options.map((option) => option.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('waits 800 ms while typing and 1 s before navigating (spec 1 §9)', () => {
    expect(CHATBOT_TYPING_MS).toBe(800);
    expect(CHATBOT_NAVIGATE_DELAY_MS).toBe(1000);
  });
});

describe('the conversation', () => {
  it('starts with the greeting and its options', () => {
    const state = initialChat(chatbotTree);
    expect(state.messages).toEqual([{ id: 0, type: 'bot', content: chatbotTree.initial.message, options: chatbotTree.initial.options }]);
    expect(currentOptions(state)).toBe(chatbotTree.initial.options);
    expect(state.typing).toBe(false);
  });

  it('adds the visitor message and types, withdrawing the options until the reply', () => {
    const option = chatbotTree.initial.options[1];
    const chosen = reduce(initialChat(chatbotTree), { type: 'choose', option });
    expect(chosen.typing).toBe(true);
    expect(chosen.messages.at(-1)).toMatchObject({ type: 'user', content: option.label, options: [] });
    expect(currentOptions(chosen)).toEqual([]);
  });

  it('ignores a second choice while typing, and an option that is not offered', () => {
    const state = initialChat(chatbotTree);
    const typing = reduce(state, { type: 'choose', option: chatbotTree.initial.options[0] });
    expect(reduce(typing, { type: 'choose', option: chatbotTree.initial.options[1] })).toBe(typing);
    expect(reduce(state, { type: 'choose', option: chatbotTree.products.options[0] })).toBe(state);
  });

  it('ignores a reply that no choice is waiting for', () => {
    const state = initialChat(chatbotTree);
    expect(reduce(state, { type: 'reply', option: chatbotTree.initial.options[0] })).toBe(state);
  });

  it('moves to the named node on showOptions', () => {
    const state = pick(initialChat(chatbotTree), 'Nos produits');
    expect(state.typing).toBe(false);
    expect(state.messages.map((m) => m.type)).toEqual(['bot', 'user', 'bot']);
    expect(state.messages.at(-1)).toMatchObject({ content: chatbotTree.products.message });
    expect(currentOptions(state)).toBe(chatbotTree.products.options);
  });

  it("answers 'Je vous redirige vers {label}...' to a navigate option, with nothing left to pick", () => {
    const state = pick(initialChat(chatbotTree), 'Voir les tarifs');
    expect(state.messages.at(-1)?.content).toBe('Je vous redirige vers Voir les tarifs...');
    expect(currentOptions(state)).toEqual([]);
    const option = chatbotTree.initial.options.find((o) => o.label === 'Voir les tarifs')!;
    expect(destinationOf(option)).toBe('/pricing');
  });

  it('shows a piece of information with its own back options', () => {
    const state = pick(pick(initialChat(chatbotTree), `Découvrir ${BRAND_NAME}`), 'Pourquoi la souveraineté ?');
    const info = chatbotTree.discover.options.find((o) => o.action === 'showInfo')!;
    expect(state.messages.at(-1)?.content).toBe(info.action === 'showInfo' && info.info);
    expect(currentOptions(state).map((o) => o.label)).toEqual(['Découvrir encore', 'Menu principal']);
  });

  it("offers 'Menu principal' after a piece of information that names no way back", () => {
    const bare: ChatOption = { label: 'Info', action: 'showInfo', info: 'Un texte.' };
    expect(replyTo(bare, chatbotTree)).toEqual({ content: 'Un texte.', options: DEFAULT_BACK_OPTIONS });
    expect(DEFAULT_BACK_OPTIONS.map((o) => o.label)).toEqual(['Menu principal']);
    expect(destinationOf(bare)).toBeUndefined();
  });

  it('goes back to the greeting through Menu principal, and reset restores the greeting alone', () => {
    let state = pick(initialChat(chatbotTree), "Besoin d'aide");
    state = pick(state, 'Menu principal');
    expect(state.messages.at(-1)?.content).toBe(chatbotTree.initial.message);
    expect(state.messages).toHaveLength(5);
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(5);
    expect(reduce(state, { type: 'reset' })).toEqual(initialChat(chatbotTree));
  });

  it('opens the live chat from the support node, with a word and no option left', () => {
    const option = chatbotTree.support.options.find((o) => o.action === 'openLiveChat')!;
    expect(option.label).toBe('Discuter avec un conseiller');
    expect(replyTo(option, chatbotTree)).toEqual({ content: 'J’ouvre le chat en direct : un membre de notre équipe vous répond.', options: [] });
    expect(destinationOf(option)).toBeUndefined();
  });
});
