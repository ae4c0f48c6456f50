/** A secret shared by every instance (migration 0007). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  createdAt: string;
}

export interface SecretTables {
  serverSecrets: ServerSecretsTable;
}
