import definition from '@ant-design/icons-svg/es/asn/CommentOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CommentOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
