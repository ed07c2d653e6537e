/** Given names and family names for demo people, from many backgrounds. */
// prettier-ignore
export const FIRST_NAMES = [
  'Aaliyah', 'Aarav', 'Abigail', 'Adebayo', 'Aiko', 'Alejandro', 'Amara', 'Amir', 'Ana', 'Andre',
  'Anika', 'Arjun', 'Ayesha', 'Beatriz', 'Benjamin', 'Bilal', 'Bryce', 'Camila', 'Carlos', 'Chen',
  'Chidi', 'Chloe', 'Daniel', 'Darius', 'Deja', 'Diego', 'Dmitri', 'Ebony', 'Elena', 'Elijah',
  'Emeka', 'Emily', 'Esperanza', 'Ethan', 'Farah', 'Fatima', 'Gabriel', 'Grace', 'Hana', 'Hassan',
  'Hiroshi', 'Imani', 'Isabella', 'Isaiah', 'Jada', 'Jamal', 'Javier', 'Jin', 'Jordan', 'José',
  'Kaito', 'Kamala', 'Keanu', 'Kenji', 'Keisha', 'Kwame', 'Lakshmi', 'Layla', 'Leilani', 'Liam',
  'Lucía', 'Malik', 'Mara', 'Marcus', 'María', 'Mateo', 'Maya', 'Mei', 'Miguel', 'Min-jun',
  'Nadia', 'Naomi', 'Nia', 'Nikolai', 'Noor', 'Olivia', 'Omar', 'Oluwaseun', 'Pablo', 'Priya',
  'Quinn', 'Rafael', 'Rahul', 'Rania', 'Reza', 'Riley', 'Rosa', 'Samira', 'Santiago', 'Sanjay',
  'Sara', 'Sofia', 'Tariq', 'Thanh', 'Tomás', 'Valentina', 'Vikram', 'Wei', 'Xavier', 'Yara',
  'Yusuf', 'Zainab', 'Zoë', 'Dakota', 'Skyler', 'Rowan', 'Emerson', 'Taylor', 'Harper', 'Kai',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Abara', 'Acosta', 'Adeyemi', 'Ahmed', 'Alvarez', 'Anderson', 'Bailey', 'Banerjee', 'Bennett', 'Brooks',
  'Castillo', 'Chang', 'Chavez', 'Chen', 'Clarke', 'Cohen', 'Cruz', 'Das', 'Delgado', 'Diallo',
  'Dubois', 'Edwards', 'Eze', 'Fernandes', 'Flores', 'Fujita', 'Garcia', 'Gonzalez', 'Green', 'Gupta',
  'Haddad', 'Hall', 'Harris', 'Hernandez', 'Hoang', 'Hughes', 'Ibrahim', 'Ito', 'Jackson', 'Jimenez',
  'Johnson', 'Kapoor', 'Kaur', 'Khan', 'Kim', 'Kowalski', 'Kumar', 'Lee', 'Lopez', 'Mahmoud',
  'Martinez', 'Mendoza', 'Mensah', 'Morales', 'Moreau', 'Nakamura', 'Nguyen', 'Novak', 'Nwosu', 'Okafor',
  'Okonkwo', 'Ortiz', 'Owusu', 'Park', 'Patel', 'Perez', 'Petrov', 'Phillips', 'Ramirez', 'Ramos',
  'Reddy', 'Reyes', 'Rivera', 'Robinson', 'Rodriguez', 'Rossi', 'Sahin', 'Santos', 'Sato', 'Schmidt',
  'Shah', 'Silva', 'Singh', 'Smith', 'Sokolov', 'Suzuki', 'Tanaka', 'Thompson', 'Torres', 'Tran',
  'Turner', 'Vargas', 'Vasquez', 'Walker', 'Wang', 'Washington', 'Williams', 'Wright', 'Yamamoto', 'Zhang',
] as const;

/** Short forms some people go by; preferred_name uses them. */
// prettier-ignore
export const NICKNAMES: Readonly<Record<string, string>> = {
  Abigail: 'Abby', Alejandro: 'Alex', Benjamin: 'Ben', Daniel: 'Dani', Dmitri: 'Dima', Elijah: 'Eli',
  Elena: 'Lena', Emily: 'Em', Esperanza: 'Espe', Gabriel: 'Gabe', Isabella: 'Bella', Javier: 'Javi',
  Jordan: 'Jordy', Nikolai: 'Nick', Oluwaseun: 'Seun', Rafael: 'Rafa', Santiago: 'Santi', Valentina: 'Vale',
  Xavier: 'Xavi', Tomás: 'Tom', Samira: 'Sami', Vikram: 'Vik', Lakshmi: 'Lux', Olivia: 'Liv', Adebayo: 'Bayo',
};

export const PRONOUNS = ['she/her', 'he/him', 'they/them', 'she/they', 'he/they', 'ze/zir'] as const;
