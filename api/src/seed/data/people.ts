/**
 * The demo accounts: customers, support staff and two administrators, created over the
 * last seven months so that the dashboard's new-users figures have a history.
 */
export interface DemoPerson {
  name: string;
  email: string;
  company: string;
  role: 'user' | 'support' | 'admin';
  active: boolean;
  emailVerified: boolean;
  /** When the account was created, in days before the seed runs. */
  daysAgo: number;
  /** When the account last signed in, in days before the seed runs (never when absent). */
  lastLoginDaysAgo?: number;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { name: 'Claire Morel', email: 'claire.morel@hexagone-demo.fr', company: 'Hexagone', role: 'admin', active: true, emailVerified: true, daysAgo: 208, lastLoginDaysAgo: 1 },
  { name: 'Julien Faure', email: 'julien.faure@hexagone-demo.fr', company: 'Hexagone', role: 'admin', active: true, emailVerified: true, daysAgo: 201, lastLoginDaysAgo: 3 },
  { name: 'Sophie Lambert', email: 'sophie.lambert@hexagone-demo.fr', company: 'Hexagone', role: 'support', active: true, emailVerified: true, daysAgo: 195, lastLoginDaysAgo: 0 },
  { name: 'Karim Benali', email: 'karim.benali@hexagone-demo.fr', company: 'Hexagone', role: 'support', active: true, emailVerified: true, daysAgo: 160, lastLoginDaysAgo: 1 },
  { name: 'Élodie Girard', email: 'elodie.girard@hexagone-demo.fr', company: 'Hexagone', role: 'support', active: true, emailVerified: true, daysAgo: 74, lastLoginDaysAgo: 2 },
  { name: 'Marie Dupont', email: 'marie.dupont@atelier-lumiere.fr', company: 'Atelier Lumière', role: 'user', active: true, emailVerified: true, daysAgo: 190, lastLoginDaysAgo: 4 },
  { name: 'Thomas Bernard', email: 'thomas.bernard@cabinet-bernard.fr', company: 'Cabinet Bernard Avocats', role: 'user', active: true, emailVerified: true, daysAgo: 176, lastLoginDaysAgo: 9 },
  { name: 'Camille Rousseau', email: 'camille@biocoop-lyon.fr', company: 'Biocoop Lyon Croix-Rousse', role: 'user', active: true, emailVerified: true, daysAgo: 163, lastLoginDaysAgo: 12 },
  { name: 'Antoine Lefebvre', email: 'a.lefebvre@transports-lefebvre.fr', company: 'Transports Lefebvre', role: 'user', active: true, emailVerified: true, daysAgo: 150, lastLoginDaysAgo: 6 },
  { name: 'Nadia Haddad', email: 'nadia.haddad@clinique-saint-roch.fr', company: 'Clinique Saint-Roch', role: 'user', active: true, emailVerified: true, daysAgo: 138, lastLoginDaysAgo: 2 },
  { name: 'Hugo Mercier', email: 'hugo@mercier-et-fils.fr', company: 'Mercier & Fils', role: 'user', active: false, emailVerified: true, daysAgo: 127 },
  { name: 'Léa Fontaine', email: 'lea.fontaine@agence-horizon.fr', company: 'Agence Horizon', role: 'user', active: true, emailVerified: true, daysAgo: 115, lastLoginDaysAgo: 5 },
  { name: 'Mathieu Garnier', email: 'mathieu.garnier@garnier-industrie.fr', company: 'Garnier Industrie', role: 'user', active: true, emailVerified: false, daysAgo: 101, lastLoginDaysAgo: 30 },
  { name: 'Inès Chevalier', email: 'ines.chevalier@mairie-annecy.fr', company: "Mairie d'Annecy", role: 'user', active: true, emailVerified: true, daysAgo: 88, lastLoginDaysAgo: 7 },
  { name: 'Lucas Robin', email: 'lucas.robin@startup-nova.io', company: 'Nova Robotics', role: 'user', active: true, emailVerified: true, daysAgo: 66, lastLoginDaysAgo: 1 },
  { name: 'Chloé Perrin', email: 'chloe.perrin@editions-perrin.fr', company: 'Éditions Perrin', role: 'user', active: true, emailVerified: true, daysAgo: 52, lastLoginDaysAgo: 3 },
  { name: 'Maxime Blanc', email: 'maxime.blanc@blanc-conseil.fr', company: 'Blanc Conseil', role: 'user', active: true, emailVerified: false, daysAgo: 45 },
  { name: 'Sarah Lemoine', email: 'sarah.lemoine@universite-grenoble.fr', company: 'Université Grenoble Alpes', role: 'user', active: true, emailVerified: true, daysAgo: 38, lastLoginDaysAgo: 2 },
  { name: 'Nicolas Dubois', email: 'nicolas.dubois@dubois-btp.fr', company: 'Dubois BTP', role: 'user', active: true, emailVerified: true, daysAgo: 24, lastLoginDaysAgo: 1 },
  { name: 'Manon Giraud', email: 'manon.giraud@pharmacie-giraud.fr', company: 'Pharmacie Giraud', role: 'user', active: true, emailVerified: true, daysAgo: 17, lastLoginDaysAgo: 0 },
  { name: 'Youssef Amrani', email: 'youssef.amrani@amrani-logistique.fr', company: 'Amrani Logistique', role: 'user', active: true, emailVerified: true, daysAgo: 6, lastLoginDaysAgo: 0 },
  { name: 'Pauline Roche', email: 'pauline.roche@vignobles-roche.fr', company: 'Vignobles Roche', role: 'user', active: true, emailVerified: false, daysAgo: 5 },
  { name: 'Baptiste Henry', email: 'baptiste.henry@henry-architectes.fr', company: 'Henry Architectes', role: 'user', active: true, emailVerified: true, daysAgo: 3, lastLoginDaysAgo: 1 },
  { name: 'Emma Marchand', email: 'emma.marchand@marchand-textile.fr', company: 'Marchand Textile', role: 'user', active: true, emailVerified: false, daysAgo: 3 },
  { name: 'Olivier Caron', email: 'olivier.caron@caron-assurances.fr', company: 'Caron Assurances', role: 'user', active: true, emailVerified: true, daysAgo: 1, lastLoginDaysAgo: 0 },
];
