import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** A reader's answer to 'Cet article vous a-t-il été utile ?'. */
export class KbVoteDto {
  @ApiProperty({ description: 'true : oui ; false : non' })
  @IsBoolean({ message: 'Répondez par oui ou par non' })
  helpful!: boolean;
}
