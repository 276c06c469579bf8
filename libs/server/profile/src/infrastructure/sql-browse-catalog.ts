import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import { BrowseCatalog, type BrowsePageRequest, type BrowseRow } from '../application/browse-catalog.port.js';
import { type BrowsePageSqlRow, browsePageSql } from './browse-page.sql.js';

/** Browse pages from the read model, one parameterised statement each. */
@Injectable()
export class SqlBrowseCatalog extends BrowseCatalog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async page(request: BrowsePageRequest): Promise<BrowseRow[]> {
    const { text, values } = browsePageSql(request);
    // Sent with bind parameters, not formatted into the text: the statement stays small and the
    // same for every viewer.
    const result = await this.em
      .getConnection()
      .getClient()
      .executeQuery<BrowsePageSqlRow>(CompiledQuery.raw(text, values));
    return result.rows.map((row) => ({
      userId: row.user_id,
      profileId: row.profile_id,
      firstName: row.first_name,
      age: row.age,
      sex: row.sex,
      photoPath: row.photo_path,
      interests: row.interests,
      demo: row.demo,
      segment: row.segment,
      shuffle: row.shuffle,
    }));
  }
}
