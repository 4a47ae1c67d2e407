/**
 * The demo AI catalogue: models across the five providers at prices in euros per 1 000
 * tokens (to the ten-thousandth, as the form asks), and French prompt templates.
 */

export interface DemoModel {
  name: string;
  model_id: string;
  provider: 'openai' | 'anthropic' | 'google' | 'mistral' | 'llama';
  type: 'chat' | 'completion' | 'embedding' | 'image' | 'audio';
  description: string;
  max_tokens: number;
  cost_per_1k_input_tokens: number;
  cost_per_1k_output_tokens: number;
  capabilities: string[];
  is_active: boolean;
  is_default: boolean;
  /** How often the demo traffic calls it (relative weight; 0 = never). */
  traffic: number;
  /** Generation speed used for the demo latencies. */
  msPerOutputToken: number;
}

export const DEMO_MODELS: readonly DemoModel[] = [
  {
    name: 'Mistral Large',
    model_id: 'mistral-large-latest',
    provider: 'mistral',
    type: 'chat',
    description: 'Modèle phare de Mistral AI, hébergé en France : raisonnement, rédaction et code multilingues.',
    max_tokens: 32000,
    cost_per_1k_input_tokens: 0.002,
    cost_per_1k_output_tokens: 0.006,
    capabilities: ['function_calling', 'json_mode', 'streaming'],
    is_active: true,
    is_default: true,
    traffic: 30,
    msPerOutputToken: 12,
  },
  {
    name: 'Mistral Embed',
    model_id: 'mistral-embed',
    provider: 'mistral',
    type: 'embedding',
    description: 'Vectorisation de textes pour la recherche sémantique et le RAG.',
    max_tokens: 8192,
    cost_per_1k_input_tokens: 0.0001,
    cost_per_1k_output_tokens: 0,
    capabilities: [],
    is_active: true,
    is_default: false,
    traffic: 12,
    msPerOutputToken: 0,
  },
  {
    name: 'GPT-4o',
    model_id: 'gpt-4o',
    provider: 'openai',
    type: 'chat',
    description: "Modèle multimodal d'OpenAI : texte et images en entrée, réponses rapides.",
    max_tokens: 16384,
    cost_per_1k_input_tokens: 0.0023,
    cost_per_1k_output_tokens: 0.0092,
    capabilities: ['function_calling', 'vision', 'json_mode', 'streaming', 'fine_tuning'],
    is_active: true,
    is_default: false,
    traffic: 18,
    msPerOutputToken: 9,
  },
  {
    name: 'GPT-4o mini',
    model_id: 'gpt-4o-mini',
    provider: 'openai',
    type: 'chat',
    description: 'Version économique de GPT-4o pour les tâches courantes à fort volume.',
    max_tokens: 16384,
    cost_per_1k_input_tokens: 0.0002,
    cost_per_1k_output_tokens: 0.0006,
    capabilities: ['function_calling', 'vision', 'json_mode', 'streaming', 'fine_tuning'],
    is_active: true,
    is_default: false,
    traffic: 20,
    msPerOutputToken: 6,
  },
  {
    name: 'Claude 3.5 Sonnet',
    model_id: 'claude-3-5-sonnet-20241022',
    provider: 'anthropic',
    type: 'chat',
    description: "Modèle d'Anthropic reconnu pour l'analyse de documents longs et la revue de code.",
    max_tokens: 8192,
    cost_per_1k_input_tokens: 0.0028,
    cost_per_1k_output_tokens: 0.0138,
    capabilities: ['function_calling', 'vision', 'streaming'],
    is_active: true,
    is_default: false,
    traffic: 14,
    msPerOutputToken: 12,
  },
  {
    name: 'Claude 3.5 Haiku',
    model_id: 'claude-3-5-haiku-20241022',
    provider: 'anthropic',
    type: 'chat',
    description: 'Le plus rapide des modèles Claude, pour les résumés et la classification.',
    max_tokens: 8192,
    cost_per_1k_input_tokens: 0.0008,
    cost_per_1k_output_tokens: 0.0037,
    capabilities: ['function_calling', 'streaming'],
    is_active: true,
    is_default: false,
    traffic: 10,
    msPerOutputToken: 7,
  },
  {
    name: 'Gemini 1.5 Pro',
    model_id: 'gemini-1.5-pro',
    provider: 'google',
    type: 'chat',
    description: 'Modèle de Google à très longue fenêtre de contexte.',
    max_tokens: 8192,
    cost_per_1k_input_tokens: 0.0012,
    cost_per_1k_output_tokens: 0.0046,
    capabilities: ['function_calling', 'vision', 'json_mode', 'streaming'],
    is_active: true,
    is_default: false,
    traffic: 6,
    msPerOutputToken: 10,
  },
  {
    name: 'Llama 3.1 70B Instruct',
    model_id: 'llama-3.1-70b-instruct',
    provider: 'llama',
    type: 'chat',
    description: 'Modèle ouvert de Meta servi sur les clusters GPU Hexagone : les données ne quittent pas la plateforme.',
    max_tokens: 8192,
    cost_per_1k_input_tokens: 0.0008,
    cost_per_1k_output_tokens: 0.0008,
    capabilities: ['function_calling', 'json_mode', 'streaming', 'fine_tuning'],
    is_active: true,
    is_default: false,
    traffic: 10,
    msPerOutputToken: 14,
  },
  {
    name: 'GPT-3.5 Turbo',
    model_id: 'gpt-3.5-turbo',
    provider: 'openai',
    type: 'chat',
    description: 'Ancienne génération, retirée du catalogue au profit de GPT-4o mini.',
    max_tokens: 4096,
    cost_per_1k_input_tokens: 0.0005,
    cost_per_1k_output_tokens: 0.0014,
    capabilities: ['function_calling', 'json_mode', 'streaming', 'fine_tuning'],
    is_active: false,
    is_default: false,
    traffic: 0,
    msPerOutputToken: 8,
  },
];

export interface DemoTemplateVariable {
  name: string;
  type: 'text' | 'textarea' | 'number';
  label: string;
  required: boolean;
  placeholder?: string;
}

export interface DemoTemplate {
  name: string;
  category: 'content' | 'code' | 'analysis' | 'translation' | 'summarization' | 'other';
  model_id: string;
  description: string;
  system_prompt: string;
  user_prompt_template: string;
  variables: DemoTemplateVariable[];
  temperature: number;
  max_tokens: number;
  is_public: boolean;
}

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    name: 'Article de blog',
    category: 'content',
    model_id: 'mistral-large-latest',
    description: 'Rédige un article de blog structuré à partir d’un sujet et d’un public.',
    system_prompt:
      'Tu es rédacteur pour Hexagone, plateforme française d’infrastructure souveraine. Tu écris en français, avec des intertitres, sans jargon inutile.',
    user_prompt_template:
      'Rédige un article de blog d’environ {{longueur}} mots sur « {{sujet}} » pour {{public}}. Ton : {{ton}}. Termine par un appel à l’action vers nos offres.',
    variables: [
      { name: 'sujet', type: 'text', label: 'Sujet', required: true, placeholder: 'Pourquoi héberger ses données en France' },
      { name: 'public', type: 'text', label: 'Public visé', required: true, placeholder: 'les DSI de PME' },
      { name: 'longueur', type: 'number', label: 'Nombre de mots', required: true, placeholder: '800' },
      { name: 'ton', type: 'text', label: 'Ton', required: false, placeholder: 'pédagogique' },
    ],
    temperature: 0.8,
    max_tokens: 2000,
    is_public: true,
  },
  {
    name: 'Revue de code',
    category: 'code',
    model_id: 'claude-3-5-sonnet-20241022',
    description: 'Relit un extrait de code et signale bugs, failles et améliorations.',
    system_prompt:
      'Tu es développeur senior et expert en sécurité applicative. Tu réponds en français, par points numérotés, du plus grave au moins grave.',
    user_prompt_template:
      'Analyse ce code {{langage}} : signale les bugs, les failles de sécurité et les améliorations possibles, avec un correctif pour chacun.\n\n{{code}}',
    variables: [
      { name: 'langage', type: 'text', label: 'Langage', required: true, placeholder: 'TypeScript' },
      { name: 'code', type: 'textarea', label: 'Code à relire', required: true, placeholder: 'function total(items) { … }' },
    ],
    temperature: 0.2,
    max_tokens: 1500,
    is_public: false,
  },
  {
    name: 'Analyse de sentiment',
    category: 'analysis',
    model_id: 'gpt-4o-mini',
    description: 'Classe un avis client en positif, neutre ou négatif.',
    system_prompt:
      'Tu analyses des avis clients. Réponds uniquement en JSON : {"sentiment": "positif|neutre|negatif", "justification": "…"}.',
    user_prompt_template: 'Avis du client sur {{produit}} :\n\n{{avis}}',
    variables: [
      { name: 'produit', type: 'text', label: 'Produit ou service', required: false, placeholder: 'Hébergement haute disponibilité' },
      {
        name: 'avis',
        type: 'textarea',
        label: 'Avis',
        required: true,
        placeholder: 'Migration rapide, mais le support a mis deux jours à répondre.',
      },
    ],
    temperature: 0,
    max_tokens: 200,
    is_public: false,
  },
  {
    name: 'Traduction technique',
    category: 'translation',
    model_id: 'gpt-4o',
    description: 'Traduit une documentation en gardant les termes techniques.',
    system_prompt: 'Tu es traducteur technique. Tu conserves les noms de commandes, d’API et de produits tels quels.',
    user_prompt_template: 'Traduis le texte suivant du {{langue_source}} vers le {{langue_cible}} :\n\n{{texte}}',
    variables: [
      { name: 'langue_source', type: 'text', label: 'Langue source', required: true, placeholder: 'français' },
      { name: 'langue_cible', type: 'text', label: 'Langue cible', required: true, placeholder: 'anglais' },
      { name: 'texte', type: 'textarea', label: 'Texte', required: true },
    ],
    temperature: 0.3,
    max_tokens: 3000,
    is_public: true,
  },
  {
    name: 'Résumé de réunion',
    category: 'summarization',
    model_id: 'claude-3-5-haiku-20241022',
    description: 'Résume un compte rendu en points clés et en actions.',
    system_prompt: 'Tu es assistant de direction. Tu es concis et factuel.',
    user_prompt_template:
      'Résume ce compte rendu de réunion en {{nombre_points}} points clés, puis liste les actions décidées avec leur responsable et leur échéance :\n\n{{transcription}}',
    variables: [
      { name: 'nombre_points', type: 'number', label: 'Nombre de points clés', required: true, placeholder: '5' },
      { name: 'transcription', type: 'textarea', label: 'Compte rendu', required: true },
    ],
    temperature: 0.4,
    max_tokens: 800,
    is_public: false,
  },
  {
    name: 'Réponse au support',
    category: 'other',
    model_id: 'llama-3.1-70b-instruct',
    description: 'Propose une réponse courtoise à un ticket de support.',
    system_prompt: 'Tu es agent du support Hexagone. Tu vouvoies le client, tu restes bref et tu proposes toujours une prochaine étape.',
    user_prompt_template:
      'Rédige une réponse à {{client}}, qui signale le problème suivant : {{probleme}}. Délai de résolution annoncé : {{delai}}.',
    variables: [
      { name: 'client', type: 'text', label: 'Nom du client', required: true, placeholder: 'Marie Dupont' },
      { name: 'probleme', type: 'textarea', label: 'Problème signalé', required: true },
      { name: 'delai', type: 'text', label: 'Délai annoncé', required: false, placeholder: '24 heures' },
    ],
    temperature: 0.6,
    max_tokens: 600,
    is_public: false,
  },
];

/** The demo traffic: how many calls over how many days, and how often they fail. */
export const DEMO_USAGE = {
  calls: 300,
  days: 30,
  /** Share of calls that ran a template. */
  withTemplate: 0.55,
  /** Share of calls made by the platform itself (no user). */
  system: 0.15,
  errorRate: 0.05,
  timeoutRate: 0.03,
  /** A call is cut after this long. */
  timeoutMs: 30000,
} as const;
