import { Controller, Get, Header } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { AuditLogQuery } from '../application/audit-log.query.js';
import { AuditEntryResponse, AuditLogResponse } from './dto/audit-entry.response.dto.js';

const shown = 200;
const exported = 10_000;

/** Every operator action, newest first, readable in the console and exportable. Admins only. */
@ApiTags('moderation')
@ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only.' })
@Roles('admin')
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditLogQuery) {}

  @Get()
  @ApiOkResponse({ type: AuditLogResponse })
  async listAuditEntries(): Promise<AuditLogResponse> {
    return { entries: (await this.audit.list(shown)).map(AuditEntryResponse.from) };
  }

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="ember-audit-log.csv"')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV: at, operator, action, target, reason.' })
  exportAuditLog(): Promise<string> {
    return this.audit.csv(exported);
  }
}
