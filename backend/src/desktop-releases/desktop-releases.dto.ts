import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { FEED_FILE_NAME } from './release-folder';

export class DesktopReleasesFeedParams {
  @ApiProperty({
    description: 'A channel file (latest.yml, latest-linux.yml, beta.yml, beta-linux.yml), an installer or its blockmap.',
    example: 'latest.yml',
  })
  @Matches(FEED_FILE_NAME, { message: 'file must be a plain file name (letters, digits, dots, dashes and underscores)' })
  file!: string;
}
