import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '@ember/identity';
import { MessageReportsQuery } from '../application/message-reports.query.js';
import { MessageReportResponse, MessageReportsResponse } from './dto/chat.response.dto.js';

/** Reported chat messages, for operators. */
@ApiTags('messaging')
@Roles('admin')
@Controller('admin/chat-reports')
export class ChatReportsAdminController {
  constructor(private readonly reports: MessageReportsQuery) {}

  @Get()
  @ApiOkResponse({ type: MessageReportsResponse })
  async listChatReports(): Promise<MessageReportsResponse> {
    const reports = await this.reports.execute();
    return {
      reports: reports.map((report) => ({
        ...MessageReportResponse.from(report),
        body: report.body,
        authorId: report.authorId,
      })),
    };
  }
}
